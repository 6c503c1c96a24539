import type { Messages } from '../../registry/definition';

const texts = {
  name: 'ธนาคาร |||| ธนาคาร',
  fields: {
    BankCode: 'รหัสธนาคาร',
    NameTh: 'ชื่อภาษาไทย',
    NameEn: 'ชื่อภาษาอังกฤษ',
    Logo: 'โลโก้',
  },
  search: 'ค้นหารหัสหรือชื่อธนาคาร',
  logo_of: 'โลโก้ %{name}',
} satisfies Messages;

export default texts;
