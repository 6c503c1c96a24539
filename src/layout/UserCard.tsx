import CheckIcon from '@mui/icons-material/Check';
import LockResetIcon from '@mui/icons-material/LockReset';
import {
  Box,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  Typography,
  type MenuItemProps,
} from '@mui/material';
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

/**
 * One of light, dark, or the system's (prefers-color-scheme, react-admin's own default when nothing
 * is stored), kept in react-admin's store so that the choice outlives a reload and a sign-out. The
 * menu's props (its focus on opening, its roving tabindex) go on to the item.
 */
const ThemeChoiceItem = forwardRef<HTMLLIElement, { choice: ThemeChoice } & MenuItemProps>(
  ({ choice, ...props }, ref) => {
    const translate = useTranslate();
    const [stored] = useStore<unknown>(THEME_STORE_KEY);
    const [, setTheme] = useTheme();
    const forget = useRemoveFromStore(THEME_STORE_KEY);
    const chosen = themeChoiceOf(stored) === choice;
    return (
      <MenuItem
        ref={ref}
        role="menuitemradio"
        aria-checked={chosen}
        data-testid={`theme-${choice}`}
        onClick={() => (choice === 'system' ? forget() : setTheme(choice))}
        {...props}
      >
        <ListItemIcon>{chosen && <CheckIcon fontSize="small" />}</ListItemIcon>
        <ListItemText>{translate(`app.theme.${choice}`)}</ListItemText>
      </MenuItem>
    );
  },
);
ThemeChoiceItem.displayName = 'ThemeChoiceItem';

/** Who is signed in: text, not an item, so that the menu's focus starts on its first item. */
function Who() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2, py: 1.5, maxWidth: 300 }} data-testid="user-card">
      <Typography variant="subtitle1" noWrap>
        {identity?.fullName}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {translate('app.layout.role')}: {roleLabel(translate, identity?.role as string | undefined)}
      </Typography>
    </Box>
  );
}
// MUI's menu skips what says so when it picks the item to focus (as it skips a divider).
Who.muiSkipListHighlight = true;

/** The user card (max width 300): who is signed in, light or dark, change password, log out. */
export function UserCard() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    // The button shows the user's name, so its accessible name is the name too.
    <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
      <Who />
      <Divider />
      <ListSubheader component="div" disableSticky sx={{ lineHeight: 2.5 }}>
        {translate('app.theme.label')}
      </ListSubheader>
      <ThemeChoiceItem choice="system" />
      <ThemeChoiceItem choice="light" />
      <ThemeChoiceItem choice="dark" />
      <Divider />
      <ChangePasswordItem />
      <ResetDemoMenuItem />
      <Logout />
    </UserMenu>
  );
}
