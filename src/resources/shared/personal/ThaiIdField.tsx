import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { formatThaiId, isPersonalTaxId, isValidThaiCitizenId, isValidThaiTaxId } from '../../../api/thaiId';
import { REVEAL_RIGHT } from './personalData';
import { SensitiveField } from './SensitiveField';

/**
 * A citizen or tax id, with a mark when its check digit does not validate. A citizen id, and a tax
 * id that is a person's (their citizen id), is personal data: masked like a phone, revealed
 * formatted (`1-2345-67890-12-1`) on a click to the roles with the right. A company's tax id shows
 * formatted as it is.
 */
export function ThaiIdField({ source, kind }: { source: string; kind: 'citizen' | 'tax' }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const value = String(record?.[source] ?? '').trim();
  if (!value) return <Typography variant="body2">—</Typography>;
  const valid = kind === 'citizen' ? isValidThaiCitizenId(value) : isValidThaiTaxId(value);
  const personal = kind === 'citizen' || isPersonalTaxId(value);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {personal ? (
        <SensitiveField
          source={source}
          mask="citizenId"
          revealTo={REVEAL_RIGHT.citizenId}
          label={translate(`resources.${resource ?? ''}.fields.${source}`)}
          plainText
          formatRevealed={formatThaiId}
        />
      ) : (
        <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
          {formatThaiId(value)}
        </Typography>
      )}
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
