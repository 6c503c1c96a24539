import { Alert, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useLogin, useTranslate } from 'react-admin';
import { safeNextPath } from '../api/safeNext';
import { readTwoFactorPending } from '../providers/authProvider';
import { signInErrorText } from './authErrors';
import { SessionFormError, SessionSubmitButton } from './SessionFormParts';
import { SessionLayout } from './SessionLayout';
import { useSingleFlight } from '../layout/useSingleFlight';

/** `/LoginTFA`: the second factor, posted to `/auth/two-factor`. A wrong code may be retried. */
export function TwoFactorPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [pending] = useState(readTwoFactorPending);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  // A second click or Enter while the code is checked sends nothing (useSingleFlight).
  const { run, busy: submitting } = useSingleFlight();

  if (!pending) return <Navigate to="/login" replace />;
  const valid = /^\d{6}$/.test(code.trim());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      setError(translate('app.auth.wrong_code'));
      return;
    }
    void run(verify);
  }

  async function verify() {
    setError('');
    try {
      await login({ code }, safeNextPath(pending!.next));
    } catch (failure) {
      const status = (failure as { status?: number }).status;
      setError(
        status === 401
          ? translate('app.auth.two_factor_expired')
          : signInErrorText(failure, translate, 'app.auth.wrong_code'),
      );
      setCode('');
    }
  }

  return (
    <SessionLayout title={translate('app.auth.two_factor_title')}>
      <Box component="form" onSubmit={submit} noValidate>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.auth.two_factor_hint', { username: pending.username })}
        </Alert>
        <SessionFormError message={error} testId="tfa-error" />
        <TextField
          label={translate('app.auth.code')}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          fullWidth
          autoFocus
          margin="dense"
        />
        <SessionSubmitButton label={translate('app.auth.verify')} submitting={submitting} />
        <Button component={Link} to="/login" fullWidth sx={{ mt: 1 }}>
          {translate('app.auth.back_to_login')}
        </Button>
      </Box>
    </SessionLayout>
  );
}
