import { Box, Chip } from '@mui/material';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { useAppConfig } from '../config/ConfigContext';
import { Clock } from './Clock';
import { roleLabel } from './roleLabel';
import { SectionTitle } from './SectionTitle';
import { UserCard } from './UserCard';

function Toolbar() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const { demo } = useAppConfig();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Clock />
      {demo && <Chip size="small" color="warning" label={translate('app.demo.badge')} />}
      {identity && (
        <Box
          sx={{
            display: { xs: 'none', sm: 'flex' },
            flexDirection: 'column',
            alignItems: 'flex-end',
            mx: 1,
            lineHeight: 1.2,
          }}
          data-testid="user-summary"
        >
          <span>{identity.fullName}</span>
          <small>{roleLabel(translate, identity.role as string | undefined)}</small>
        </Box>
      )}
      <LocalesMenuButton />
      <LoadingIndicator />
    </Box>
  );
}

/** Top bar (spec §2): section titles, today's date and time, the user and role, the user card. */
export function AppBar() {
  return (
    <RaAppBar userMenu={<UserCard />} toolbar={<Toolbar />}>
      <SectionTitle />
    </RaAppBar>
  );
}
