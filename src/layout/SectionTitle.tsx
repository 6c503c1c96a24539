import { Box, Typography } from '@mui/material';
import { TitlePortal, useLocaleState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { entriesLinkingTo } from '../api/menuRules';
import { useRegistry } from '../registry/RegistryContext';
import { menuTitle } from './menuTitle';
import { useMenuTree } from './useMenuTree';

/** The top bar's section and sub-section titles: the menu entry that leads to the current screen. */
export function SectionTitle() {
  const { tree } = useMenuTree();
  const { pathname } = useLocation();
  const [locale] = useLocaleState();
  const { oldPathsFor } = useRegistry();
  const match = entriesLinkingTo(tree, oldPathsFor(pathname))[0];
  // Screens no menu entry leads to (change password) show their own <Title>.
  if (!match) return <TitlePortal variant="h6" />;
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'baseline', gap: 1, overflow: 'hidden' }}>
      <Typography variant="h6" component="h1" noWrap data-testid="section-title">
        {menuTitle(match.main, locale)}
      </Typography>
      {match.sub && (
        <Typography
          variant="subtitle1"
          component="p"
          noWrap
          data-testid="subsection-title"
          sx={{ opacity: 0.85 }}
        >
          › {menuTitle(match.sub, locale)}
        </Typography>
      )}
    </Box>
  );
}
