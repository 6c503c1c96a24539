import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { detailText, type DetailPart } from './partnerLabel';

/**
 * A partner's name with the second line that tells it from another of the same name
 * (`partnerLabels`), for an option of a picker and a cell of a list alike. Both lines are blocks,
 * so an option's accessible name reads "name second-line".
 */
export function PartnerText({ name, detail }: { name: string; detail: readonly DetailPart[] }) {
  const translate = useTranslate();
  const line = detailText(detail, translate);
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography component="span" variant="inherit" sx={{ display: 'block' }}>
        {name}
      </Typography>
      {line && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
          data-testid="partner-detail"
        >
          {line}
        </Typography>
      )}
    </Box>
  );
}
