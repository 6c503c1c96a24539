import type { Messages } from '../../registry/definition';

const texts = {
  welcome: 'ยินดีต้อนรับ %{name}',
  signed_in_as: 'เข้าสู่ระบบในบทบาท %{role}',
  sections: 'เมนูที่คุณใช้งานได้',
  no_sections: 'บทบาทของคุณยังไม่มีเมนูที่ใช้งานได้',
} satisfies Messages;

export default texts;
