import type { Messages } from '../../registry/definition';

const texts = {
  welcome: 'Welcome, %{name}',
  signed_in_as: 'Signed in with the role %{role}.',
  sections: 'Your sections',
  no_sections: 'No section of the menu is open to your role.',
} satisfies Messages;

export default texts;
