import type { Messages } from '../../registry/definition';

const texts = {
  title: 'Menu management',
  intro: 'Titles, icons and allowed roles of the navigation menu. Changes show in the side menu at once.',
  main_entry: 'Main entry',
  sub_entries: 'Sub-entries',
  no_sub_entries: 'No sub-entries',
  title_th: 'Thai title',
  title_en: 'English title',
  icon: 'Icon',
  icon_hint: 'One of the icons the app has, by its Material Design Icons name. Empty uses the default.',
  icon_unknown: 'The app has no icon named %{name}: it shows a question mark. Choose one from the list.',
  icon_none_found: 'No icon by that name',
  link: 'Link',
  allowed_roles: 'Allowed roles',
  allowed_roles_hint: 'No role selected means everyone can see the entry.',
  roles_required:
    'This entry opens a screen that changes data (%{link}): choose at least one role. With none, every role could do it.',
  add_role: 'Add a role',
  everyone: 'Everyone',
  edit: 'Edit %{title}',
  saved: 'Menu entry saved',
  save_failed: 'The menu entry was not saved: %{message}',
  changed_meanwhile:
    'Another person changed %{fields} of this entry while you edited it. What you typed is kept: save again to write it over their change, or cancel to keep theirs.',
  removed_meanwhile: 'The menu entry was not saved: another person removed it meanwhile.',
  empty: 'The server has no menu entries.',
  unreachable: {
    title: 'Screens no menu entry reaches',
    intro:
      "A screen opens to the roles of a menu entry linking to one of its paths. This menu has none for the screens below, so nobody can open them, administrators included. This screen edits entries but cannot add one: add it to the server's menu.",
    none: 'Every screen of the app is reached by an entry of this menu.',
    screen: 'Screen',
    opens_at: 'Opens at',
    linked_by: 'An entry linking to one of',
    entry_to_add: 'The entry to add (as the screen declares it)',
  },
} satisfies Messages;

export default texts;
