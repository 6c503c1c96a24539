import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Bank |||| Banks',
  fields: {
    BankCode: 'Bank code',
    NameTh: 'Thai name',
    NameEn: 'English name',
    Logo: 'Logo',
  },
  search: 'Search bank code or name',
  logo_of: '%{name} logo',
} satisfies Messages;

export default texts;
