import type { Messages } from '../../registry/definition';

const texts = { name: 'ข้อมูลหลัก', title: 'ข้อมูลหลัก' } satisfies Messages;
export default texts;
