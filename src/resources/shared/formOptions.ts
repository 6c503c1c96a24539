/**
 * Every form's reset options: when its record comes again from the server while the user is typing
 * (an edit screen first shows the row the list had, then the record it fetches), the fields the
 * user has changed keep what they typed and the form stays "changed"; the others take the new
 * values. Opening another record still starts afresh (react-admin resets on a new id). A saved
 * form stays saved when the saved record comes back: otherwise the kept values would count as
 * unsaved changes and the "leave without saving?" question would stop the return to the list.
 */
export const KEEP_WHAT_WAS_TYPED = { keepDirtyValues: true, keepIsSubmitSuccessful: true } as const;
