import { appThai } from './appThai';
import { raThai } from './raThai';
import { resourcesThai } from './resourcesThai';

const th = { ...raThai, ...appThai, ...resourcesThai };
export default th;
