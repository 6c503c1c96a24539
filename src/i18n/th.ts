import { appThai } from './appThai';
import { raThai } from './raThai';
import { tiptapThai } from './raTiptap';

const th = { ...raThai, ra: { ...raThai.ra, tiptap: tiptapThai }, ...appThai };
export default th;
