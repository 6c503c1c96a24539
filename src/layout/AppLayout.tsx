import { memo, type ReactNode } from 'react';
import { UNSAFE_RouteContext } from 'react-router-dom';
import { Layout, type LayoutProps, type SidebarProps } from 'react-admin';
import { AppBar } from './AppBar';
import { CrashPage } from './CrashPage';
import { ServerErrorPopup } from './ServerErrorPopup';
import { ServerMenu } from './ServerMenu';
import { SessionEvents } from './SessionEvents';
import { ShellSidebar } from './ShellSidebar';
import { StartupData } from './StartupData';

/** The router's context at its root: what a part drawn outside every route reads. */
const ROOT_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * The app bar and the drawer link to absolute paths only, so they are drawn as outside every route.
 * react-admin redraws its routes several times while a page starts (its routes, then its resources'
 * registration, each in a render of its own), and each time the router hands a new route context
 * to everything drawn inside them: every link and menu entry was drawn again with it.
 */
function OutsideRoutes({ children }: { children: ReactNode }) {
  return <UNSAFE_RouteContext.Provider value={ROOT_ROUTE}>{children}</UNSAFE_RouteContext.Provider>;
}

// The heaviest parts of the shell are drawn again only when what they show changes, not with every
// redraw of react-admin's layout.
const ShellAppBar = memo(function ShellAppBar() {
  return (
    <OutsideRoutes>
      <AppBar />
    </OutsideRoutes>
  );
});

/** The drawer with the server's menu; its props (a new `children` element at every redraw) are not used. */
const ShellDrawer = memo<SidebarProps>(
  function ShellDrawer() {
    return (
      <OutsideRoutes>
        <ShellSidebar>
          <ServerMenu />
        </ShellSidebar>
      </OutsideRoutes>
    );
  },
  () => true,
);

/** The shell every signed-in screen sits in. Loaded after sign-in, so /login stays light. */
export default function AppLayout({ children }: LayoutProps) {
  return (
    <Layout
      appBar={ShellAppBar}
      sidebar={ShellDrawer}
      error={CrashPage}
      // The content may shrink below a wide table's width: lists scroll inside, the page never overflows.
      sx={{ minWidth: 0, '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
    >
      <SessionEvents />
      <StartupData />
      <ServerErrorPopup />
      {children}
    </Layout>
  );
}
