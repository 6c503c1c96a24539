import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEMO_PASSWORD, DEMO_TWO_FACTOR_CODE, seedUsers } from '../demo/users';
import { roleLabel } from '../layout/roleLabel';

/** Demo mode only: the demo accounts, one click to fill the form. Code-split with the demo backend. */
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
      <List dense>
        {seedUsers.map((user) => (
          <ListItem key={user.id} disablePadding>
            <ListItemButton
              onClick={() => onPick(user.username, user.password)}
              data-username={user.username}
            >
              <ListItemText
                primary={`${user.username} · ${roleLabel(translate, user.role)}`}
                secondary={
                  user.twoFactorCode
                    ? translate('app.auth.demo_two_factor', { code: DEMO_TWO_FACTOR_CODE })
                    : user.fullName
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
