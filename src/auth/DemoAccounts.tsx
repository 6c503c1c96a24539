import { Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { firstPaint } from '../startup/firstPaint';
import { DEMO_PASSWORD } from '../config/demoPassword';

// With the demo backend's code, which the sign-in page asks for once it is on screen (boot.ts).
const DemoUsers = lazy(() => firstPaint.then(() => import('./DemoUsers')));

export type PickDemoUser = (username: string, password: string) => void;

/**
 * Demo mode only: the demo accounts under the sign-in form. The title and the shared password are
 * drawn with the form; the accounts themselves come with the demo backend's code, below them, so
 * nothing drawn before moves.
 */
export function DemoAccounts({ onPick }: { onPick: PickDemoUser }) {
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
