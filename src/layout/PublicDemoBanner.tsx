import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppConfig } from '../config/ConfigContext';
import { demoModeFor } from '../config/demoHost';

/**
 * On a public demonstration site (config.json's `publicDemo`, docs/deploying.md) every screen says
 * that nothing here is real, so that nobody takes it for the back-office and types real data into
 * it. On this machine's own address the demo runs without it, as `npm start` always has.
 */
export function PublicDemoBanner() {
  const translate = useTranslate();
  const config = useAppConfig();
  if (!demoModeFor(config, window.location.hostname).banner) return null;
  return (
    <Alert
      severity="warning"
      role="note"
      data-testid="public-demo-banner"
      sx={{ mb: 1, borderRadius: 0, '& .MuiAlert-message': { fontWeight: 500 } }}
    >
      {translate('app.demo.public_banner')}
    </Alert>
  );
}
