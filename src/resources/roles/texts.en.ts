import type { Messages } from '../../registry/definition';

const texts = {
  title: 'Roles and access',
  intro:
    "What each role sees in the menu and which screens it may open, as the server menu's allowed roles say. Tick or untick entries, then save: the menu entries are written after you confirm.",
  role_tabs: 'Roles',
  entries: 'Menu entries',
  entry: 'Entry',
  link: 'Link',
  allowed: 'Allowed roles',
  changed: 'changed',
  sees: '%{role} sees this entry',
  last_role:
    'The only role left on this entry: taking it away would leave the list empty, which opens the entry to everyone.',
  hidden_by_main: 'Hidden: the main entry is not shown to this role.',
  screens: 'Screens %{role} may open',
  screens_none: 'No screen of the menu: only what every signed-in user has.',
  screens_count: '%{smart_count} screen |||| %{smart_count} screens',
  gained: 'gains',
  lost: 'loses',
  changes: 'Unsaved changes: %{smart_count} entry |||| Unsaved changes: %{smart_count} entries',
  no_changes: 'No unsaved changes',
  discard: 'Discard changes',
  review: 'Review and save',
  confirm_title: 'Save these access changes?',
  confirm_intro: 'These menu entries will be written:',
  confirm_screens: 'What each role gains and loses:',
  confirm_no_screens: 'No role gains or loses a screen: only what the menu shows changes.',
  confirm_self:
    'Your own role (%{role}) will lose this screen or the menu screen: you will not be able to undo this yourself.',
  confirm: 'Save changes',
  saving: 'Saving…',
  saved:
    'Access saved: %{smart_count} menu entry written |||| Access saved: %{smart_count} menu entries written',
  saved_already_so:
    'Access saved: %{smart_count} menu entry written, %{already} already made so by another person |||| Access saved: %{smart_count} menu entries written, %{already} already made so by another person',
  save_failed:
    'Not saved: %{failed} of %{total} menu entries (%{message}). The others were written; the unsaved ones are still marked.',
  changed_meanwhile:
    "another person changed an entry's roles meanwhile: your change is now marked over theirs, to review and save again",
  removed_meanwhile: 'another person removed an entry meanwhile',
  empty: 'The server has no menu entries.',
} satisfies Messages;

export default texts;
