import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Grocery password reset |||| Grocery password resets',
  title: "Set a new password for a grocery store's user",
  intro:
    'Choose the store and the user, then type a new password of at least 12 characters. It is not shown again once set.',
  fields: { GroceryId: 'Store', GroceryUserId: 'User' },
  submit: 'Set new password',
  confirm_title: 'Set the new password?',
  confirm_text: 'This user will have to sign in with the new password from now on.',
  confirm: 'Set password',
  done: 'The new password is set',
  failed: 'The new password could not be set: %{message}',
  not_allowed: 'Your role may open this screen, but not set passwords.',
} satisfies Messages;

export default texts;
