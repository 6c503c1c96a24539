import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEMO_TWO_FACTOR_CODE, seedUsers } from '../demo/users';
import { roleLabel } from '../layout/roleLabel';
import type { PickDemoUser } from './DemoAccounts';

/**
 * The demo accounts, one click to fill the sign-in form. Code-split with the demo backend, and drawn
 * only with what the sign-in page's own code already holds (Box, Button, Typography): anything else
 * would pull the signed-in screens' shared code into the sign-in page.
 */
export default function DemoUsers({ onPick }: { onPick: PickDemoUser }) {
  const translate = useTranslate();
  return (
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
  );
}
