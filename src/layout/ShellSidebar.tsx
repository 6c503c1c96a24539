import { Drawer, styled, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocale, useSidebarState } from 'react-admin';

const PREFIX = 'RaSidebar';

/**
 * react-admin's drawer (same classes, same look) without its scroll trigger: that one reads the
 * page's scroll position as soon as the layout is drawn, forcing the browser to lay out the page
 * before its data arrives (and then again with it), to fold the
 * drawer under an app bar that hides on scroll, and ours never does.
 */
export function ShellSidebar({ children }: { children: ReactNode }) {
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  useLocale(); // drawn again when the language changes, as react-admin's own
  const toggle = () => setOpen(!open);
  return isXSmall ? (
    <StyledDrawer variant="temporary" open={open} onClose={toggle} className={`${PREFIX}-root`}>
      {children}
    </StyledDrawer>
  ) : (
    <StyledDrawer
      variant="permanent"
      open={open}
      onClose={toggle}
      className={`${PREFIX}-root ${PREFIX}-${open ? 'open' : 'closed'}`}
    >
      <div className={`${PREFIX}-fixed`}>{children}</div>
    </StyledDrawer>
  );
}

const StyledDrawer = styled(Drawer, { name: PREFIX, slot: 'Root' })(({ open, theme }) => ({
  height: 'calc(100vh - 3em)',
  marginTop: 0,
  transition: theme.transitions.create('margin', {
    easing: theme.transitions.easing.easeOut,
    duration: theme.transitions.duration.enteringScreen,
  }),
  [`& .${PREFIX}-fixed`]: {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '& .MuiPaper-root': {
    position: 'relative',
    width: open ? theme.sidebar?.width : theme.sidebar?.closedWidth,
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    backgroundColor: 'transparent',
    borderRight: 'none',
    [theme.breakpoints.only('xs')]: {
      marginTop: 0,
      height: '100vh',
      position: 'inherit',
      backgroundColor: theme.palette.background.default,
    },
    [theme.breakpoints.up('md')]: { border: 'none' },
    zIndex: 'inherit',
  },
}));
