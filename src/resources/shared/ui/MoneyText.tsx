import { useRecordContext } from 'react-admin';
import { formatMoney } from '../../../i18n/format';

/** An amount as the app shows money: Thai baht, two decimals (docs/requirements.md, "Formats"). */
// `label` is read by react-admin's layouts from the element's props.
export function MoneyText({
  source,
  negative = false,
}: {
  source: string;
  label?: string;
  negative?: boolean;
}) {
  const record = useRecordContext();
  const value = Number(record?.[source] ?? 0);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {negative && value !== 0 ? `-${formatMoney(value)}` : formatMoney(value)}
    </span>
  );
}
