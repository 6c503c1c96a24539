import LockResetIcon from '@mui/icons-material/LockReset';
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { ResetDemoMenuItem } from './ResetDemoButton';
import { roleLabel } from './roleLabel';

const ChangePasswordItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/changepassword" ref={ref} onClick={() => userMenu?.onClose()} {...props}>
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.auth.change_password')}</ListItemText>
    </MenuItem>
  );
});
ChangePasswordItem.displayName = 'ChangePasswordItem';

/** The user card (max width 300): who is signed in, change password, log out. */
export function UserCard() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    // The button shows the user's name, so its accessible name is the name too.
    <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
      <Box sx={{ px: 2, py: 1.5, maxWidth: 300 }} data-testid="user-card">
        <Typography variant="subtitle1" noWrap>
          {identity?.fullName}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {translate('app.layout.role')}: {roleLabel(translate, identity?.role as string | undefined)}
        </Typography>
      </Box>
      <Divider />
      <ChangePasswordItem />
      <ResetDemoMenuItem />
      <Logout />
    </UserMenu>
  );
}
