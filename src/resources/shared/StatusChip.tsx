import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export type StatusColour = 'default' | 'info' | 'warning' | 'success' | 'error';

interface StatusChipProps {
  source: string;
  /** Where the statuses' labels are: `${texts}.${code}`. */
  texts: string;
  colours: Record<string, StatusColour>;
  /** The server's own name of the status, shown when the app has no label for the code. */
  nameSource?: string;
  label?: string;
}

/** A status code as a coloured, translated chip; a code the server invented is shown as it is sent. */
export function StatusChip({ source, texts, colours, nameSource }: StatusChipProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const code = String(record?.[source] ?? '');
  const fallback = nameSource ? String(record?.[nameSource] ?? '') || code : code;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colours[code] ?? 'default'}
      label={translate(`${texts}.${code}`, { _: fallback })}
      data-status={code}
    />
  );
}
