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
import { sudoPrompt } from '../api/sudo';
import { useAppConfig } from '../config/ConfigContext';
import { useKeyStore } from '../config/ServicesContext';
import { signInErrorText } from '../auth/authErrors';
import { SessionFormError, SessionSubmitButton } from '../auth/SessionFormParts';

type Step = 'password' | 'code';

/** Why the password is asked for: the session ended (api/sessionResume.ts), or sudo mode (api/sudo.ts). */
type Purpose = 'resume' | 'sudo';

/**
 * The password again, over the page: the user the layout was opened for signs in again, with the
 * second factor when the account has one, and the page stays as it is. For an ended session
 * "sign out" ends it as a 401 always did; for sudo mode "cancel" sends nothing. Another account
 * ends the session either way.
 *
 * An ended session's dialog stands on an opaque cover over a page made inert (`onCover`): whoever
 * finds the tab reads nothing of it, the decryption keys are forgotten, and the form's values wait
 * in memory for one more idle period, after which the session is signed out as by "sign out".
 */
export function SignInAgainDialog({ onCover }: { onCover?: (covered: boolean) => void }) {
  const translate = useTranslate();
  const { sudoMinutes, idleMinutes } = useAppConfig().session;
  const keyStore = useKeyStore();
  const notify = useNotify();
  const authProvider = useAuthProvider();
  // Read when the layout opens: by the time the session ends its stored copy may be gone.
  const [identity] = useState<SessionIdentity | null>(() => identityOf(readSession()));
  const [purpose, setPurpose] = useState<Purpose | null>(null);
  const [step, setStep] = useState<Step>('password');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Everyone waiting on the one dialog: a session's end met while the password is being asked for
  // sudo mode (or the other way round) shares it, the end's "sign out" winning.
  const waiting = useRef<((granted: boolean) => void)[]>([]);
  const answer = useRef((granted: boolean) => {
    setPurpose(null);
    for (const resolve of waiting.current.splice(0)) resolve(granted);
  });

  useEffect(() => {
    if (!identity || !authProvider) return;
    const asking = (wanted: Purpose) => () =>
      new Promise<boolean>((resolve) => {
        if (waiting.current.length === 0) {
          setStep('password');
          setSecret('');
          setError('');
        }
        waiting.current.push(resolve);
        setPurpose((shown) => (shown === 'resume' ? shown : wanted));
      });
    const withdrawResume = sessionResume.offer(asking('resume'));
    const withdrawSudo = sudoPrompt.offer(asking('sudo'));
    return () => {
      withdrawResume();
      withdrawSudo();
    };
  }, [identity, authProvider]);

  const ended = purpose === 'resume';
  useEffect(() => {
    if (!ended) return;
    onCover?.(true);
    keyStore.forget();
    const giveUp = setTimeout(() => answer.current(false), idleMinutes * 60_000);
    return () => {
      clearTimeout(giveUp);
      onCover?.(false);
    };
  }, [ended, onCover, keyStore, idleMinutes]);

  if (!purpose || !identity || !authProvider) return null;

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
      slotProps={ended ? { backdrop: { sx: { bgcolor: 'background.default' } } } : undefined}
      aria-labelledby="sign-in-again-title"
      aria-describedby="sign-in-again-text"
      data-testid={purpose === 'sudo' ? 'sudo-confirm' : 'session-resume'}
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="sign-in-again-title">
          {translate(purpose === 'sudo' ? 'app.session.sudo_title' : 'app.session.resume_title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="sign-in-again-text" sx={{ mb: 2 }}>
            {translate(step === 'code' ? 'app.auth.two_factor_hint' : introOf(purpose, sudoMinutes), {
              username: identity.username,
              minutes: sudoMinutes,
            })}
          </DialogContentText>
          <SessionFormError message={error} testId="sign-in-again-error" />
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
            {translate(purpose === 'sudo' ? 'ra.action.cancel' : 'app.session.sign_out_now')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

const introOf = (purpose: Purpose, sudoMinutes: number) =>
  purpose === 'resume'
    ? 'app.session.resume_text'
    : sudoMinutes > 0
      ? 'app.session.sudo_text'
      : 'app.session.sudo_text_every_time';

/** A form tells the page whether it holds unsaved changes (what a session's end would lose). */
export function useUnsavedWorkMark(unsaved: boolean) {
  const [mark] = useState(() => ({}));
  useEffect(() => {
    sessionResume.markUnsaved(mark, unsaved);
    return () => sessionResume.markUnsaved(mark, false);
  }, [mark, unsaved]);
}
