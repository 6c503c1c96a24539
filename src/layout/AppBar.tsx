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
import { CommandPalette } from './CommandPalette';
import { roleLabel } from './roleLabel';
import { SectionTitle } from './SectionTitle';
import { UserCard } from './UserCard';
import { useSecondPass } from './useSecondPass';

function Toolbar() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const { demo } = useAppConfig();
  if (!useSecondPass()) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <CommandPalette />
      <Clock />
      {demo && (
        <Chip
          size="small"
          label={translate('app.demo.badge')}
          sx={{ bgcolor: '#ffe082', color: '#3e2723' }}
        />
      )}
      {identity && (
        <Chip
          size="small"
          variant="outlined"
          data-testid="user-summary"
          label={`${translate('app.layout.role')}: ${roleLabel(translate, identity.role as string | undefined)}`}
          sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.7)', display: { xs: 'none', sm: 'flex' } }}
        />
      )}
      <LocalesMenuButton />
      {/* react-admin's spinner has no name of its own; its props reach the progress bar. */}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </Box>
  );
}

/**
 * Top bar (docs/requirements.md, "Shell and layout"): section titles, today's date and time, the user
 * and role, the user card.
 */
export function AppBar() {
  return (
    // alwaysOn: the bar stays put (staff switch screens from it), and no scroll trigger reads the
    // scroll position during the first render, which forced a layout before the page had drawn.
    <RaAppBar alwaysOn userMenu={<UserCard />} toolbar={<Toolbar />}>
      <SectionTitle />
    </RaAppBar>
  );
}
