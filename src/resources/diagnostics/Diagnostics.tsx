import type {} from '../../demo/control';
import BugReportIcon from '@mui/icons-material/BugReport';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { SERVICE_NAMES } from '../../config/config';
import { serviceBaseUrl } from '../../config/urls';
import { useAppConfig } from '../../config/ConfigContext';
import { StatusCodeCheck } from '../shared/finance/StatusCodeCheck';
import { ServerFaults } from './ServerFaults';

type FaultForm = {
  method: string;
  path: string;
  status: string;
  message: string;
  delayMs: string;
  malformed: boolean;
};
const EMPTY: FaultForm = { method: '*', path: '', status: '500', message: '', delayMs: '', malformed: false };

function Crash(): never {
  throw new Error('Crash requested from the diagnostics screen');
}

/**
 * `/test`: where the app points, whether the services know the configured status codes, the last
 * server faults as the server worded them, fault injection in demo mode, and a check of the crash page.
 */
export default function Diagnostics() {
  const translate = useTranslate();
  const config = useAppConfig();
  const [crash, setCrash] = useState(false);
  const [form, setForm] = useState<FaultForm>(EMPTY);
  const [faults, setFaults] = useState(() => window.__demo?.listFaults() ?? []);
  const refresh = () => setFaults(window.__demo?.listFaults() ?? []);
  const field = (name: keyof FaultForm) => ({
    name,
    value: form[name] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [name]: event.target.value }),
    size: 'small' as const,
  });

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="resources.diagnostics.title" />
      {crash && <Crash />}
      <Typography variant="h5" component="h2">
        {translate('resources.diagnostics.title')}
      </Typography>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h3">
            {translate('resources.diagnostics.services')}
          </Typography>
          <Typography sx={{ mb: 1 }}>
            {translate('resources.diagnostics.mode')}:{' '}
            {translate(config.demo ? 'resources.diagnostics.mode_demo' : 'resources.diagnostics.mode_live')}
          </Typography>
          <Table size="small">
            <TableBody>
              {SERVICE_NAMES.map((service) => (
                <TableRow key={service}>
                  <TableCell component="th" scope="row">
                    {service}
                  </TableCell>
                  <TableCell>
                    <code>{serviceBaseUrl(config, service, window.location.origin)}</code>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <StatusCodeCheck variant="card" />
      <ServerFaults />
      {config.demo && window.__demo && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h3">
              {translate('resources.diagnostics.faults')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate('resources.diagnostics.faults_hint')}
            </Typography>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2 }}>
              <TextField
                select
                label={translate('resources.diagnostics.method')}
                {...field('method')}
                sx={{ minWidth: 100 }}
              >
                {['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => (
                  <MenuItem key={method} value={method}>
                    {method}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={translate('resources.diagnostics.path')}
                {...field('path')}
                placeholder="/api/Mainmenu"
              />
              <TextField
                label={translate('resources.diagnostics.status')}
                {...field('status')}
                type="number"
              />
              <TextField label={translate('resources.diagnostics.message')} {...field('message')} />
              <TextField
                label={translate('resources.diagnostics.delay')}
                {...field('delayMs')}
                type="number"
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.malformed}
                    onChange={(event) => setForm({ ...form, malformed: event.target.checked })}
                  />
                }
                label={translate('resources.diagnostics.malformed')}
              />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              <Button
                variant="contained"
                disabled={!form.path.trim()}
                onClick={() => {
                  window.__demo?.setFault({
                    method: form.method,
                    path: form.path.trim(),
                    status: form.status ? Number(form.status) : undefined,
                    message: form.message || undefined,
                    delayMs: form.delayMs ? Number(form.delayMs) : undefined,
                    malformed: form.malformed,
                  });
                  setForm(EMPTY);
                  refresh();
                }}
              >
                {translate('resources.diagnostics.add_fault')}
              </Button>
              <Button
                onClick={() => {
                  window.__demo?.clearFaults();
                  refresh();
                }}
              >
                {translate('resources.diagnostics.clear_faults')}
              </Button>
            </Stack>
            {faults.length === 0 ? (
              <Alert severity="info">{translate('resources.diagnostics.no_faults')}</Alert>
            ) : (
              <Box component="ul" data-testid="fault-list">
                {faults.map((fault) => (
                  <li key={`${fault.method} ${fault.path}`}>
                    <code>
                      {fault.method} …{fault.path} → {fault.status ?? 200}
                      {fault.malformed ? ` (${translate('resources.diagnostics.malformed')})` : ''}
                      {fault.delayMs ? ` +${fault.delayMs} ms` : ''} {fault.message ?? ''}
                    </code>
                  </li>
                ))}
              </Box>
            )}
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate('resources.diagnostics.crash_hint')}
          </Typography>
          <Button
            color="error"
            variant="outlined"
            startIcon={<BugReportIcon />}
            onClick={() => setCrash(true)}
          >
            {translate('resources.diagnostics.crash')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
