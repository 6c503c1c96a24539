/**
 * An upload's rows in words (pure: given the interface's translate): what the dry run's table and
 * the result file say of each row, the same in both.
 */
import type { TranslateFunction } from 'react-admin';
import type { KeyField } from './headers';
import type { CellProblem, FieldChange, PlannedRow } from './dryRun';

const TEXTS = 'resources.seller-products';

const fieldLabel = (field: string, translate: TranslateFunction) => translate(`${TEXTS}.fields.${field}`);

/** A value as the screen shows it: a status by its label, a price in baht and satang. */
function valueText(field: FieldChange['field'], value: string | number, translate: TranslateFunction) {
  if (field === 'ProductStatus') return translate(`${TEXTS}.statuses.${value}`, { _: String(value) });
  if (field === 'UnitPrice') return Number(value).toFixed(2);
  return String(value);
}

/** "Unit price: 10.00 → 12.50; Quantity: 5 → 7". */
export const changeText = (changes: readonly FieldChange[], translate: TranslateFunction) =>
  changes
    .map(
      ({ field, before, after }) =>
        `${fieldLabel(field, translate)}: ${valueText(field, before, translate)} → ${valueText(field, after, translate)}`,
    )
    .join('; ');

/** "Quantity: not a whole number (1.5)". */
export const problemText = (problems: readonly CellProblem[], translate: TranslateFunction) =>
  problems
    .map(
      ({ field, problem, text }) =>
        `${fieldLabel(field, translate)}: ${translate(`${TEXTS}.upload.problems.${problem}`)} (${text})`,
    )
    .join('; ');

const keyLabel = (by: KeyField, translate: TranslateFunction) => fieldLabel(by, translate);

/** Why a row is not sent, or what it changes: the dry run's note on the row. */
export function rowNote(row: PlannedRow, translate: TranslateFunction): string {
  const { match } = row;
  switch (row.kind) {
    case 'change':
      return changeText(row.changes, translate);
    case 'invalid':
      return problemText(row.problems, translate);
    case 'unmatched':
      return match.kind === 'none'
        ? translate(`${TEXTS}.upload.notes.unmatched`, {
            field: keyLabel(match.by, translate),
            key: match.key,
          })
        : translate(`${TEXTS}.upload.notes.unkeyed`);
    case 'ambiguous':
      return match.kind === 'several'
        ? translate(`${TEXTS}.upload.notes.ambiguous`, {
            field: keyLabel(match.by, translate),
            key: match.key,
            count: match.count,
          })
        : '';
    case 'duplicate':
      return translate(`${TEXTS}.upload.notes.duplicate`);
    default:
      return translate(`${TEXTS}.upload.notes.unchanged`);
  }
}
