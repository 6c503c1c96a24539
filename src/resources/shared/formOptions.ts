/**
 * Every form's reset options: when its record comes again from the server while the user is typing
 * (an edit screen first shows the row the list had, then the record it fetches), the fields the
 * user has changed keep what they typed and the form stays "changed"; the others take the new
 * values. Opening another record still starts afresh (react-admin resets on a new id).
 */
export const KEEP_WHAT_WAS_TYPED = { keepDirtyValues: true } as const;
