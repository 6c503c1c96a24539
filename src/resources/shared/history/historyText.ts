import type { TranslateFunction } from 'react-admin';
import type { HistoryValue } from '../../../providers/history/historyChanges';
import type { HistoryItem, HistorySubject } from './historyRead';

const T = 'app.history';

export const actionText = (translate: TranslateFunction, action: string) =>
  translate(`${T}.actions.${action}`, { _: action });

export const fieldLabel = (translate: TranslateFunction, resource: string, field: string) =>
  translate(`resources.${resource}.fields.${field}`, {
    _: translate(`app.partner.fields.${field}`, { _: field }),
  });

export function valueText(translate: TranslateFunction, value: HistoryValue | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return translate(value ? `${T}.yes` : `${T}.no`);
  return String(value);
}

const recordName = (translate: TranslateFunction, resource: string) =>
  translate(`resources.${resource}.name`, { smart_count: 1, _: resource });

/** The record it is about when not the one on screen, a file's rows, the fields looked at. */
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
