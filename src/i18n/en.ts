import englishMessages from 'ra-language-english';
import { appEnglish } from './appEnglish';
import { resourcesEnglish } from './resourcesEnglish';

/** English, loaded only when the user switches to it. */
const en = { ...englishMessages, ...appEnglish, ...resourcesEnglish };
export default en;
