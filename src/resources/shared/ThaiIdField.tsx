import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatThaiId, isValidThaiCitizenId, isValidThaiTaxId } from '../../api/thaiId';

/** A citizen or tax id, formatted, with a mark when its check digit does not validate. */
export function ThaiIdField({ source, kind }: { source: string; kind: 'citizen' | 'tax' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = String(record?.[source] ?? '').trim();
  if (!value) return <Typography variant="body2">—</Typography>;
  const valid = kind === 'citizen' ? isValidThaiCitizenId(value) : isValidThaiTaxId(value);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
        {formatThaiId(value)}
      </Typography>
      {!valid && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={translate('app.thai_id.invalid')}
          data-testid={`invalid-${source}`}
        />
      )}
    </Box>
  );
}
