import CheckIcon from '@mui/icons-material/Check';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Box, Divider, ListItemIcon, ListItemText, ListSubheader, MenuItem, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import {
  Logout,
  UserMenu,
  useGetIdentity,
  useRemoveFromStore,
  useStore,
  useTheme,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { ResetDemoMenuItem } from './ResetDemoButton';
import { roleLabel } from './roleLabel';
import { THEME_STORE_KEY, themeChoiceOf, type ThemeChoice } from './theme';

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

const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/**
 * Light, dark, or the system's (prefers-color-scheme, react-admin's own default when nothing is
 * stored): kept in react-admin's store, so the choice outlives a reload and a sign-out.
 */
function ThemeChoices() {
  const translate = useTranslate();
  const [stored] = useStore<unknown>(THEME_STORE_KEY);
  const [, setTheme] = useTheme();
  const forget = useRemoveFromStore(THEME_STORE_KEY);
  const chosen = themeChoiceOf(stored);
  return THEME_CHOICES.map((choice) => (
    <MenuItem
      key={choice}
      role="menuitemradio"
      aria-checked={choice === chosen}
      data-testid={`theme-${choice}`}
      onClick={() => (choice === 'system' ? forget() : setTheme(choice))}
    >
      <ListItemIcon>{choice === chosen && <CheckIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{translate(`app.theme.${choice}`)}</ListItemText>
    </MenuItem>
  ));
}

/** The user card (max width 300): who is signed in, light or dark, change password, log out. */
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
      <ListSubheader disableSticky sx={{ lineHeight: 2.5 }}>
        {translate('app.theme.label')}
      </ListSubheader>
      <ThemeChoices />
      <Divider />
      <ChangePasswordItem />
      <ResetDemoMenuItem />
      <Logout />
    </UserMenu>
  );
}
