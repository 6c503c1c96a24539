import { appThai } from './appThai';
import { raThai } from './raThai';

const th = { ...raThai, ...appThai };
export default th;
