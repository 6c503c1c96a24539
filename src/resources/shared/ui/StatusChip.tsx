import { alpha, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export type StatusColour = 'default' | 'info' | 'warning' | 'success' | 'error';

interface StatusChipProps {
  source: string;
  /** Where the statuses' labels are: `${texts}.${code}`. Not read when `text` is given. */
  texts?: string;
  colours: Record<string, StatusColour>;
  /** The server's own name of the status, shown when the app has no label for the code. */
  nameSource?: string;
  /**
   * The chip's text as the caller found it (the server's name of the status), shown instead of
   * the app's translated label.
   */
  text?: string;
  /** The column's header: react-admin's layouts read it from the element's props. */
  label?: string;
}

/** A status code as a coloured, translated chip; a code the server invented is shown as it is sent. */
export function StatusChip({ source, texts, colours, nameSource, text }: StatusChipProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const code = String(record?.[source] ?? '');
  const fallback = nameSource ? String(record?.[nameSource] ?? '') || code : code;
  const colour = colours[code] ?? 'default';
  const shown = text ?? (texts ? translate(`${texts}.${code}`, { _: fallback }) : fallback);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={shown}
      data-status={code}
      // The colour is the border and a tint; the text stays the body's, so that every status reads
      // at full contrast (MUI's orange and light blue text on white do not, axe's colour-contrast).
      sx={
        colour === 'default'
          ? undefined
          : (theme) => ({
              borderColor: theme.palette[colour].main,
              backgroundColor: alpha(theme.palette[colour].main, 0.1),
              color: theme.palette.text.primary,
            })
      }
    />
  );
}
