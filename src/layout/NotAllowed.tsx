import HomeIcon from '@mui/icons-material/Home';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/**
 * A screen hidden from the user's role cannot be opened by URL either (docs/requirements.md,
 * "Menu and access"). `action`: the role may open this part of the menu, but not do the write the
 * screen is for (config.json's `rights`).
 */
export function NotAllowed({ reason = 'screen' }: { reason?: 'screen' | 'action' }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }} data-testid="not-allowed" data-reason={reason}>
      <Alert severity="warning">
        <AlertTitle>{translate('app.error.not_allowed')}</AlertTitle>
        {translate(reason === 'action' ? 'app.error.action_not_allowed_text' : 'app.error.not_allowed_text')}
      </Alert>
      <Button component={Link} to="/" startIcon={<HomeIcon />} sx={{ mt: 2 }}>
        {translate('app.layout.home')}
      </Button>
    </Box>
  );
}
