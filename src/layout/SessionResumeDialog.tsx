import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { clearStorage, identityOf, readSession, type SessionIdentity } from '../api/session';
import { sessionResume } from '../api/sessionResume';
import { signInErrorText } from '../auth/authErrors';
import { SessionFormError, SessionSubmitButton } from '../auth/SessionFormParts';

type Step = 'password' | 'code';

/**
 * The sign-in over the page (api/sessionResume.ts): the user the layout was opened for signs in
 * again, with the second factor when the account has one, and the page stays as it is. Another
 * account, or "sign out", ends the session as a 401 always did.
 */
export function SessionResumeDialog() {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useAuthProvider();
  // Read when the layout opens: by the time the session ends its stored copy may be gone.
  const [identity] = useState<SessionIdentity | null>(() => identityOf(readSession()));
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('password');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const answer = useRef<(resumed: boolean) => void>(() => undefined);

  useEffect(() => {
    if (!identity || !authProvider) return;
    return sessionResume.offer(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = (resumed) => {
            setOpen(false);
            resolve(resumed);
          };
          setStep('password');
          setSecret('');
          setError('');
          setOpen(true);
        }),
    );
  }, [identity, authProvider]);

  if (!open || !identity || !authProvider) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!secret || !authProvider || !identity) return;
    setSubmitting(true);
    setError('');
    try {
      const params = step === 'code' ? { code: secret } : { username: identity.username, password: secret };
      const result = (await authProvider.login(params)) as { redirectTo?: string } | undefined;
      if (result?.redirectTo === '/LoginTFA') {
        setStep('code');
        setSecret('');
        return;
      }
      const now = identityOf(readSession());
      if (now?.id !== identity.id || now.username !== identity.username) {
        // Nothing of this user's page may be shown to another account.
        clearStorage();
        notify('app.session.resume_other_user', { type: 'warning' });
        answer.current(false);
        window.location.replace('/login');
        return;
      }
      answer.current(true);
    } catch (failure) {
      setError(
        signInErrorText(
          failure,
          translate,
          step === 'code' ? 'app.auth.wrong_code' : 'app.auth.wrong_credentials',
        ),
      );
      setSecret('');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog
      open
      aria-labelledby="session-resume-title"
      aria-describedby="session-resume-text"
      data-testid="session-resume"
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="session-resume-title">{translate('app.session.resume_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="session-resume-text" sx={{ mb: 2 }}>
            {translate(step === 'code' ? 'app.auth.two_factor_hint' : 'app.session.resume_text', {
              username: identity.username,
            })}
          </DialogContentText>
          <SessionFormError message={error} testId="session-resume-error" />
          <TextField
            label={translate('app.auth.username')}
            name="username"
            autoComplete="username"
            value={identity.username}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
            margin="dense"
          />
          <TextField
            key={step}
            label={translate(step === 'code' ? 'app.auth.code' : 'app.auth.password')}
            name={step === 'code' ? 'code' : 'password'}
            type={step === 'code' ? 'text' : 'password'}
            autoComplete={step === 'code' ? 'one-time-code' : 'current-password'}
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            fullWidth
            autoFocus
            margin="dense"
          />
          <SessionSubmitButton
            label={translate(step === 'code' ? 'app.auth.verify' : 'app.auth.sign_in')}
            submitting={submitting}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer.current(false)} disabled={submitting}>
            {translate('app.session.sign_out_now')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A form tells the page whether it holds unsaved changes (what a session's end would lose). */
export function useUnsavedWorkMark(unsaved: boolean) {
  const [mark] = useState(() => ({}));
  useEffect(() => {
    sessionResume.markUnsaved(mark, unsaved);
    return () => sessionResume.markUnsaved(mark, false);
  }, [mark, unsaved]);
}
