import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Alert,
  Box,
  Button,
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuItemLink, useLocaleState, useLogout, useSidebarState, useTranslate } from 'react-admin';
import { iconOf, type MenuNode } from '../api/menuRules';
import { useRegistry } from '../registry/RegistryContext';
import { declaredQueues, queueOfEntry } from '../registry/queues';
import { MdiIcon } from './MdiIcon';
import { QueueCount, SectionQueueCount } from './QueueCount';
import { useMenuLinkTarget } from './menuLinks';
import { menuTitle } from './menuTitle';
import { useTotalsFollowWrites } from './useListTotals';
import { useMenuTree } from './useMenuTree';
import { useSecondPass } from './useSecondPass';

/** The left drawer: main and sub entries from the server, filtered by role, and a red Logout. */
export function ServerMenu() {
  const translate = useTranslate();
  const menu = useMenuTree();
  // The work queues' counts follow the user's decisions at once.
  useTotalsFollowWrites();
  const { error, refetch } = menu;
  // The entries draw just after the page (the menu is in already): its first render is the screen's.
  const secondPass = useSecondPass();
  const isPending = menu.isPending || !secondPass;
  const visible = isPending ? [] : menu.visible;
  const logout = useLogout();
  const [sidebarOpen] = useSidebarState();

  return (
    <Box
      component="nav"
      aria-label={translate('app.layout.menu')}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100%',
        pb: 1,
        // as react-admin's own menu: the drawer's full width (280), or its folded width
        width: (theme) => (sidebarOpen ? theme.sidebar?.width : theme.sidebar?.closedWidth),
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
      {isPending && (
        <Box sx={{ px: 2, py: 1 }} aria-busy="true" aria-label={translate('app.layout.menu_loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={40} />
          ))}
        </Box>
      )}
      {error && !isPending && (
        <Alert
          severity="error"
          sx={{ m: 1 }}
          action={
            <Button color="inherit" size="small" onClick={refetch}>
              {translate('app.layout.retry')}
            </Button>
          }
        >
          {translate('app.layout.menu_failed')}
        </Alert>
      )}
      <List component="div" role="menu" aria-label={translate('app.layout.menu')} disablePadding>
        {visible.map((entry) =>
          entry.children.length > 0 ? (
            <MenuGroup key={entry.id} entry={entry} sidebarOpen={sidebarOpen} />
          ) : (
            <EntryLink key={entry.id} linkto={entry.linkto} title={entry} icon={iconOf(entry, false)} />
          ),
        )}
      </List>
      <Box sx={{ flexGrow: 1 }} />
      <ListItemButton
        onClick={() => logout()}
        // Pinned to the drawer's bottom edge: the menu arriving above it does not move it.
        sx={{ color: 'error.main', mt: 1, position: 'sticky', bottom: 0, bgcolor: 'background.paper' }}
        data-testid="drawer-logout"
      >
        <ListItemIcon sx={{ color: 'error.main', minWidth: 40 }}>
          <LogoutIcon />
        </ListItemIcon>
        <ListItemText primary={translate('app.auth.logout')} />
      </ListItemButton>
    </Box>
  );
}

function EntryLink({
  linkto,
  title,
  icon,
  nested = false,
}: {
  linkto: string;
  title: MenuNode | MenuNode['children'][number];
  icon: string;
  nested?: boolean;
}) {
  const [locale] = useLocaleState();
  const menuLinkTarget = useMenuLinkTarget();
  const [sidebarOpen] = useSidebarState();
  const { definitions } = useRegistry();
  const queues = useMemo(() => declaredQueues(definitions), [definitions]);
  // Only an entry the role sees is drawn, so only the queues of screens it may open are counted.
  const queue = queueOfEntry(queues, linkto);
  const text = menuTitle(title, locale);
  const link = (
    <MenuItemLink
      to={menuLinkTarget(linkto)}
      primaryText={text}
      leftIcon={<MdiIcon name={icon} />}
      sx={{ ...(nested ? { pl: 4 } : {}), ...(queue ? { flexGrow: 1, minWidth: 0 } : {}) }}
    />
  );
  if (!queue) return link;
  return (
    <Box role="none" sx={{ display: 'flex', alignItems: 'center' }}>
      {link}
      {sidebarOpen && <QueueCount queue={queue} title={text} />}
    </Box>
  );
}

function MenuGroup({ entry, sidebarOpen }: { entry: MenuNode; sidebarOpen: boolean }) {
  const [locale] = useLocaleState();
  const { pathname } = useLocation();
  const registry = useRegistry();
  const here = registry.oldPathsFor(pathname);
  const containsCurrent = entry.children.some((child) => here.includes(child.linkto));
  const [open, setOpen] = useState(containsCurrent);
  const title = menuTitle(entry, locale);
  const listId = `menu-group-${entry.id}`;
  const { definitions } = registry;
  const queues = useMemo(() => {
    const declared = declaredQueues(definitions);
    return entry.children.flatMap((child) => queueOfEntry(declared, child.linkto) ?? []);
  }, [definitions, entry.children]);
  return (
    <>
      <ListItemButton
        role="menuitem"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={listId}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <MdiIcon name={iconOf(entry, false)} />
        </ListItemIcon>
        <ListItemText primary={title} />
        {sidebarOpen && !open && queues.length > 0 && (
          <SectionQueueCount queues={queues} testId={`section-queue-count-${entry.menu}`} />
        )}
        {sidebarOpen && (open ? <ExpandLess /> : <ExpandMore />)}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} component="div" role="group" aria-label={title} disablePadding>
          {entry.children.map((child) => (
            <EntryLink
              key={child.id}
              linkto={child.linkto}
              title={child}
              icon={iconOf(child, true)}
              nested={sidebarOpen}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}
