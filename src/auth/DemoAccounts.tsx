import { Typography } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { DEMO_PASSWORD } from '../config/demoPassword';

export type PickDemoUser = (username: string, password: string) => void;

/** The accounts' list (`DemoUsers.tsx`), loaded when the start-up says (App.tsx). */
export type DemoUserList = ComponentType<{ onPick: PickDemoUser }>;

/**
 * Demo mode only: the demo accounts under the sign-in form. The title and the shared password are
 * drawn with the form; the accounts themselves come with the demo backend's code, below them, so
 * nothing drawn before moves.
 */
export function DemoAccounts({ onPick, users: DemoUsers }: { onPick: PickDemoUser; users: DemoUserList }) {
  const translate = useTranslate();
  return (
    <section aria-labelledby="demo-users-title" data-testid="demo-users">
      <Typography id="demo-users-title" variant="subtitle2" component="h2" sx={{ mt: 3 }}>
        {translate('app.auth.demo_users')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.auth.demo_users_hint', { password: DEMO_PASSWORD })}
      </Typography>
      <Suspense fallback={null}>
        <DemoUsers onPick={onPick} />
      </Suspense>
    </section>
  );
}
