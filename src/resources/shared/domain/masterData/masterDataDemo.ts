import { fail } from '../../../../demo/kit/respond';
import type { ResourceDemo } from '../../../../demo/kit/types';
import { cleanName, nameProblem, nameTaken } from './masterDataRules';

/**
 * What the master-data service is assumed to check on a write (docs/api.md): a name, not too long,
 * not another record's of the same parent (a sub-district's name repeats across districts); 400
 * and 409 with the reason.
 */
export function masterDataFromBody(
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
