import englishMessages from 'ra-language-english';
import { appEnglish } from './appEnglish';

/** English, loaded only when the user switches to it. */
const en = { ...englishMessages, ...appEnglish };
export default en;
