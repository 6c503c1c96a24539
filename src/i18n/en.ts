import englishMessages from 'ra-language-english';
import { appEnglish } from './appEnglish';
import { tiptapEnglish } from './raTiptap';

/** English, loaded only when the user switches to it. */
const en = { ...englishMessages, ra: { ...englishMessages.ra, tiptap: tiptapEnglish }, ...appEnglish };
export default en;
