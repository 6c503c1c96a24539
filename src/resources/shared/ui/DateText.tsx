import { useRecordContext } from 'react-admin';
import { formatDate } from '../../../i18n/format';

/** A date as the app shows dates: YYYY-MM-DD (docs/requirements.md, "Formats"). */
// `label` is read by react-admin's layouts from the element's props.
export function DateText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  return <span>{formatDate(typeof value === 'string' || typeof value === 'number' ? value : null)}</span>;
}
