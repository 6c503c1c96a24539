import HomeIcon from '@mui/icons-material/Home';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

interface CrashPageProps {
  error?: Error;
  resetErrorBoundary?: () => void;
}

/** A screen that crashes shows "An error occurred"; the drawer and top bar still work. */
export function CrashPage({ error, resetErrorBoundary }: CrashPageProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }} data-testid="crash-page" role="alert">
      <Alert severity="error">
        <AlertTitle>{translate('app.error.crash')}</AlertTitle>
        {translate('app.error.crash_text')}
      </Alert>
      {error?.message && (
        <Box component="details" sx={{ mt: 2 }}>
          <summary>{translate('app.error.crash_details')}</summary>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 13 }}>
            {error.message}
          </Box>
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {resetErrorBoundary && (
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={resetErrorBoundary}>
            {translate('app.layout.retry')}
          </Button>
        )}
        <Button component={Link} to="/" startIcon={<HomeIcon />} onClick={resetErrorBoundary}>
          {translate('app.layout.home')}
        </Button>
      </Stack>
    </Box>
  );
}
