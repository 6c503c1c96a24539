import { Box, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useLogin, useTranslate } from 'react-admin';
import { safeNextPath } from '../api/safeNext';
import { readSession } from '../api/session';
import { useAppConfig } from '../config/ConfigContext';
import { signInErrorText } from './authErrors';
import { DemoAccounts, type DemoUserList } from './DemoAccounts';
import { SessionFormError, SessionSubmitButton } from './SessionFormParts';
import { SessionLayout } from './SessionLayout';
import { useSingleFlight } from '../layout/useSingleFlight';
import { SignInElsewhere } from '../layout/SessionEvents';

interface NextLocation {
  nextPathname?: string;
  nextSearch?: string;
}

/** Sign-in (`POST /auth/Login`, docs/api.md, "Sign-in"). A failure keeps what was typed and says why. */
export function LoginPage({ demoUsers }: { demoUsers: DemoUserList }) {
  const translate = useTranslate();
  const login = useLogin();
  const { demo } = useAppConfig();
  const location = useLocation();
  const state = (location.state ?? {}) as NextLocation;
  // The page first asked for, remembered from the address bar: a path of this site, or home.
  const next = safeNextPath(
    state.nextPathname && state.nextPathname !== '/login'
      ? `${state.nextPathname}${state.nextSearch ?? ''}`
      : '/',
  );

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  // A second click or Enter while signing in sends nothing (useSingleFlight).
  const { run, busy: submitting } = useSingleFlight();
  const [touched, setTouched] = useState(false);

  const [signedIn] = useState(() => readSession() !== null);

  const missingUsername = touched && !username.trim();
  const missingPassword = touched && !password;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    void run(signIn);
  }

  async function signIn() {
    setError('');
    try {
      await login({ username, password, next }, next);
    } catch (failure) {
      setError(signInErrorText(failure, translate, 'app.auth.wrong_credentials'));
      setPassword('');
    }
  }

  // Already signed in: the sign-in form has nothing to do.
  if (signedIn) return <Navigate to="/" replace />;

  return (
    <SessionLayout title={translate('app.auth.sign_in_title')}>
      <SignInElsewhere to={next} />
      <Box component="form" onSubmit={submit} noValidate>
        <SessionFormError message={error} testId="login-error" />
        <TextField
          label={translate('app.auth.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={missingUsername}
          helperText={missingUsername ? translate('ra.validation.required') : ' '}
          fullWidth
          autoFocus
          margin="dense"
        />
        <TextField
          label={translate('app.auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missingPassword}
          helperText={missingPassword ? translate('ra.validation.required') : ' '}
          fullWidth
          margin="dense"
        />
        <SessionSubmitButton label={translate('app.auth.sign_in')} submitting={submitting} />
      </Box>
      {demo && (
        <DemoAccounts
          users={demoUsers}
          onPick={(pickedUser, pickedPassword) => {
            setUsername(pickedUser);
            setPassword(pickedPassword);
            setError('');
          }}
        />
      )}
    </SessionLayout>
  );
}
