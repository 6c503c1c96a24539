/** The checks of a master-data name (a region, province, district or sub-district): the form's and the demo's. */
export const NAME_MAX = 100;

/** The name as it is stored: spaces trimmed and runs of spaces made one. */
export const cleanName = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';

/** The translation key of what is wrong with a name, or undefined. */
export function nameProblem(value: unknown): string | undefined {
  const name = cleanName(value);
  if (!name) return 'ra.validation.required';
  if (name.length > NAME_MAX) return 'app.master_data.name_too_long';
  return undefined;
}

/** Whether another record of the list already has this name (names compare without case or extra spaces). */
export function nameTaken(
  rows: readonly Record<string, unknown>[],
  nameField: string,
  name: string,
  ownId?: unknown,
) {
  const wanted = cleanName(name).toLocaleLowerCase('th');
  return rows.some(
    (row) =>
      cleanName(row[nameField]).toLocaleLowerCase('th') === wanted &&
      (ownId === undefined || row.id !== ownId),
  );
}

/** Reason phrases of the statuses a master-data write meets, for "the HTTP status with its text". */
const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * As the old app words a failed region write (docs/requirements.md, "Message catalogue"): on failure,
 * "the HTTP status with its text" when the server answered, "No response received" when it did not (the
 * HTTP client's status 0), or else the error's message.
 */
export function writeFailureText(error: unknown): { key: string; args?: Record<string, string> } {
  const status =
    typeof (error as { status?: unknown })?.status === 'number'
      ? (error as { status: number }).status
      : undefined;
  if (status === 0) return { key: 'app.master_data.no_response' };
  if (status !== undefined)
    return {
      key: 'app.master_data.status_failure',
      args: { status: `${status} ${STATUS_TEXTS[status] ?? ''}`.trim() },
    };
  return {
    key: 'app.master_data.other_failure',
    args: { message: (error as Error)?.message ?? String(error) },
  };
}
