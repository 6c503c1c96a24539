import type { Messages } from '../../registry/definition';

const fields = {
  title_th: 'Thai title',
  title_en: 'English title',
  sortOrder: 'Order',
  audience: 'Audience',
};

/** The help screens' texts (`resources.help`). */
const texts = {
  name: 'Help content',
  audiences: { kk: 'General help', 'kk-ep': 'Grocery app help', 'kk-ws': 'Wholesaler app help' },
  levels: { all: 'Everything', title: 'Titles', sub: 'Sub-titles', detail: 'Details' },
  heading: '%{audience}: %{level}',
  intro: {
    all: 'The help titles, their sub-titles and details: add, edit, reorder and delete them here.',
    title: 'The main titles of the help, in the order the app shows them.',
    sub: 'The sub-titles of each title.',
    detail: 'The details of each sub-title, with the text the app shows.',
  },
  fields,
  actions: {
    add_title: 'Add a title',
    add_sub: 'Add a sub-title',
    add_detail: 'Add a detail',
    edit: 'Edit "%{name}"',
    delete: 'Delete "%{name}"',
    move_up: 'Move "%{name}" up',
    move_down: 'Move "%{name}" down',
    show_body: 'Show the text of "%{name}"',
    export: 'Export CSV',
  },
  dialog: {
    new_title: 'New title',
    edit_title: 'Edit title',
    new_sub: 'New sub-title in "%{parent}"',
    edit_sub: 'Edit sub-title',
  },
  confirm_delete: {
    title: 'Delete "%{name}"?',
    content: 'This cannot be undone: app users will no longer see it.',
  },
  refusal: {
    has_subs: 'Cannot delete: this title still has sub-titles. Delete them first.',
    has_details: 'Cannot delete: this sub-title still has details. Delete them first.',
  },
  empty: {
    titles: 'This help has no titles yet',
    subs: 'No sub-titles yet',
    details: 'No details yet',
  },
  counts: {
    subs: '%{smart_count} sub-title |||| %{smart_count} sub-titles',
    details: '%{smart_count} detail |||| %{smart_count} details',
  },
  load_failed: 'The help content could not be loaded',
  validation: { too_long: 'At most 200 characters' },
  notifications: {
    saved: 'Saved',
    deleted: 'Deleted',
    moved: 'Order changed',
    save_failed: 'Could not save: %{message}',
    delete_failed: 'Could not delete: %{message}',
    move_failed: 'Could not change the order: %{message}',
  },
  csv: { level: 'Level', title: 'Title', sub: 'Sub-title', detail: 'Detail', text: 'Text' },
} satisfies Messages;
export default texts;

export const titleTexts = { name: 'Help title |||| Help titles', fields } satisfies Messages;
export const subTexts = { name: 'Help sub-title |||| Help sub-titles', fields } satisfies Messages;
export const detailTexts = {
  name: 'Help detail |||| Help details',
  fields: { ...fields, body: 'Text', helpSubId: 'Sub-title' },
  heading_create: 'New detail',
  heading_edit: 'Edit detail',
  in_sub: 'In "%{sub}" (%{audience})',
  back: 'Back to the help',
  notifications: {
    created: 'Detail added',
    updated: 'Detail saved',
    deleted: 'Detail deleted',
    create_failed: 'The detail could not be added: %{message}',
    update_failed: 'The detail could not be saved: %{message}',
  },
} satisfies Messages;
