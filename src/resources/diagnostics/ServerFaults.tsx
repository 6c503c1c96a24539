import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { FAULTS_KEPT, onServerFaults, recentServerFaults } from '../../api/serverErrors';
import { formatClock } from '../../i18n/format';

const T = 'resources.diagnostics';

/**
 * The last server faults (5xx) with what the server said: the one place their text is shown (staff
 * see "the server had a problem" and the reference, docs/api.md, "Errors"). The page is the
 * administrators' (its menu entry); the list lives in this tab's memory only.
 */
export function ServerFaults() {
  const translate = useTranslate();
  const faults = useSyncExternalStore(onServerFaults, recentServerFaults);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h3">
          {translate(`${T}.server_faults`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.server_faults_hint`, { count: FAULTS_KEPT })}
        </Typography>
        {faults.length === 0 ? (
          <Alert severity="info">{translate(`${T}.no_server_faults`)}</Alert>
        ) : (
          <Box component="ol" data-testid="server-faults" sx={{ pl: 3, m: 0 }}>
            {faults.map((fault, index) => (
              <li key={`${fault.at}-${index}`}>
                <Typography variant="body2">
                  {formatClock(new Date(fault.at))} · <code>{fault.call}</code> · {fault.status}
                  {fault.ref ? ` · ${translate(`${T}.ref`)} ${fault.ref}` : ''}
                </Typography>
                <Box
                  component="pre"
                  sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12, mt: 0.5, mb: 1.5 }}
                >
                  {fault.text || translate(`${T}.empty_answer`)}
                </Box>
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
