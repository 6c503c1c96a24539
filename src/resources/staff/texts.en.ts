import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Staff member |||| Staff',
  fields: {
    username: 'Username',
    password: 'Initial password',
    password_again: 'Initial password again',
    name: 'Full name',
    email: 'E-mail',
    phoneNo: 'Phone',
    positionId: 'Position',
    role: 'Role',
    isActive: 'Active',
    createdAt: 'Created',
  },
  search: 'Search staff names',
  sections: { account: 'Account', contact: 'Contact' },
  helpers: {
    username: 'Lower-case English letters, digits, . _ or -, 3 to 30; cannot be changed later',
    password: 'At least 12 characters; they change it themselves once signed in',
    phone: 'e.g. 081-234-5678 or 02-123-4567',
  },
  errors: {
    username: 'A username is 3 to 30 lower-case English letters, digits, . _ or -',
    email: 'This is not a valid e-mail address',
    phone:
      'Not a valid phone number: a mobile is 10 digits starting 06, 08 or 09; a landline 9 digits starting 02 to 07',
  },
  active: { true: 'Active', false: 'Inactive' },
  not_yourself: 'You cannot delete your own account',
  notifications: {
    created: 'Staff member added',
    updated: 'Staff member saved',
    deleted: 'Staff member deleted',
    create_failed: 'The staff member could not be added: %{message}',
    update_failed: 'The staff member could not be saved: %{message}',
    delete_failed: 'The staff member could not be deleted: %{message}',
  },
} satisfies Messages;
export default texts;
