import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEMO_PASSWORD, DEMO_TWO_FACTOR_CODE, seedUsers } from '../demo/users';
import { roleLabel } from '../layout/roleLabel';

/**
 * Demo mode only: the demo accounts, one click to fill the form. Code-split with the demo backend,
 * and drawn only with what the sign-in page's own code already holds (Box, Button, Typography):
 * anything else would pull the signed-in screens' shared code into the sign-in page.
 */
export default function DemoUsers({ onPick }: { onPick: (username: string, password: string) => void }) {
  const translate = useTranslate();
  return (
    <section aria-labelledby="demo-users-title" data-testid="demo-users">
      <Typography id="demo-users-title" variant="subtitle2" component="h2" sx={{ mt: 3 }}>
        {translate('app.auth.demo_users')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.auth.demo_users_hint', { password: DEMO_PASSWORD })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {seedUsers.map((user) => (
          <li key={user.id}>
            <Button
              fullWidth
              color="inherit"
              onClick={() => onPick(user.username, user.password)}
              data-username={user.username}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', py: 0.5 }}
            >
              <span>
                <Typography variant="body2" component="span" display="block">
                  {`${user.username} · ${roleLabel(translate, user.role)}`}
                </Typography>
                <Typography variant="body2" component="span" display="block" color="text.secondary">
                  {user.twoFactorCode
                    ? translate('app.auth.demo_two_factor', { code: DEMO_TWO_FACTOR_CODE })
                    : user.fullName}
                </Typography>
              </span>
            </Button>
          </li>
        ))}
      </Box>
    </section>
  );
}
