import { fail } from './respond';
import type { ResourceDemo } from './types';

/**
 * A master-data form's name checks (`resources/shared/domain/masterData/masterDataRules.ts`): passed
 * in, as the kit imports no resource code.
 */
export interface NameChecks {
  cleanName: (value: unknown) => string;
  nameProblem: (value: unknown) => string | undefined;
  nameTaken: (
    rows: readonly Record<string, unknown>[],
    nameField: string,
    name: string,
    ownId?: unknown,
  ) => boolean;
}

/**
 * What the master-data service is assumed to check on a write (docs/api.md): a name, not too long,
 * not another record's of the same parent (a sub-district's name repeats across districts); 400
 * and 409 with the reason.
 */
export function masterDataFromBody(
  { cleanName, nameProblem, nameTaken }: NameChecks,
  collection: string,
  nameField: string,
  idField: string,
  parentField?: string,
): ResourceDemo['fromBody'] {
  return (body, { store }, current) => {
    const name = cleanName(body[nameField]);
    if (nameProblem(name)) return fail(400, `${nameField} is required, at most 100 characters`);
    const parent = parentField ? Number(body[parentField] ?? current?.[parentField]) : undefined;
    if (parentField && !Number.isFinite(parent)) return fail(400, `${parentField} is required`);
    const others = store
      .collection(collection)
      .filter((row) => !parentField || Number(row[parentField]) === parent)
      .map((row) => ({ ...row, id: row[idField] }));
    if (nameTaken(others, nameField, name, current?.[idField])) return fail(409, `${name} exists already`);
    return { ...current, ...body, [nameField]: name };
  };
}
