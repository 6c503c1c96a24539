import { useRecordContext } from 'react-admin';
import { formatMoney } from '../../i18n/format';

/** An amount as spec §9 and the guide show money: Thai baht, two decimals. */
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
