import type { TranslateFunction } from 'react-admin';
import type { HistoryValue } from '../../../providers/history/historyChanges';
import type { HistoryItem, HistorySubject } from './historyRead';

/*
 * How an entry of a record's history reads, in the interface language (pure, no React).
 */

const T = 'app.history';

/** What was done: the log's code in words; a code the app has no words for, as it is. */
export const actionText = (translate: TranslateFunction, action: string) =>
  translate(`${T}.actions.${action}`, { _: action });

/** A field's label as its screen shows it, else as the partner screens do, else its wire name. */
export const fieldLabel = (translate: TranslateFunction, resource: string, field: string) =>
  translate(`resources.${resource}.fields.${field}`, {
    _: translate(`app.partner.fields.${field}`, { _: field }),
  });

/** A value before or after: nothing is a dash, a yes/no in words, anything else as kept (masks too). */
export function valueText(translate: TranslateFunction, value: HistoryValue | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return translate(value ? `${T}.yes` : `${T}.no`);
  return String(value);
}

/** A resource's one record in words (`Seller product`), else its name as the app spells it. */
const recordName = (translate: TranslateFunction, resource: string) =>
  translate(`resources.${resource}.name`, { smart_count: 1, _: resource });

/**
 * What else the entry names, beside what was done: the record it is about when that is not the
 * one on screen (a partner's product, user, licence), a file's rows, the fields looked at.
 * Empty when there is nothing more to say.
 */
export function aboutText(translate: TranslateFunction, item: HistoryItem, subject: HistorySubject): string {
  const parts: string[] = [];
  const other =
    item.resource &&
    (item.resource !== subject.resource ||
      (item.recordId !== undefined && item.recordId !== String(subject.id)));
  if (other)
    parts.push(
      translate(`${T}.about_record`, {
        record: recordName(translate, item.resource),
        id: item.recordId ?? '',
      }).trim(),
    );
  if (item.rowCount !== undefined) parts.push(translate(`${T}.in_file`, { smart_count: item.rowCount }));
  // A look names its fields; a write's fields are its changes, shown one by one.
  if (item.changes.length === 0 && item.fields.length > 0)
    parts.push(item.fields.map((field) => fieldLabel(translate, item.resource, field)).join(', '));
  return parts.join(' · ');
}
