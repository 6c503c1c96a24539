import { Component, memo, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { styled } from '@mui/material';
import { UNSAFE_RouteContext, useLocation } from 'react-router-dom';
import { Error as RaError, Loading, SkipNavigationButton, type LayoutProps } from 'react-admin';
import { AppBar } from './AppBar';
import { CrashPage } from './CrashPage';
import { PublicDemoBanner } from './PublicDemoBanner';
import { ServerErrorPopup } from './ServerErrorPopup';
import { ServerMenu } from './ServerMenu';
import { SessionEvents } from './SessionEvents';
import { HistoryWarnings } from './HistoryWarnings';
import { SessionLifetime } from './SessionLifetime';
import { SignInAgainDialog } from './SignInAgainDialog';
import { ShellSidebar } from './ShellSidebar';
import { StartupData } from './StartupData';
import { useSecondPass } from './useSecondPass';

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

/** The drawer with the server's menu. */
const ShellDrawer = memo(function ShellDrawer() {
  return (
    <OutsideRoutes>
      <ShellSidebar>
        <ServerMenu />
      </ShellSidebar>
    </OutsideRoutes>
  );
});

/** The keyboard's skip link: hidden until focused, so it can draw after the page. */
function SkipToContent() {
  return useSecondPass() ? <SkipNavigationButton /> : null;
}

/** A screen that crashes shows the crash page in the content; the drawer and app bar stay. */
class ScreenErrorBoundary extends Component<
  { children: ReactNode },
  { error?: Error; errorInfo?: ErrorInfo }
> {
  state: { error?: Error; errorInfo?: ErrorInfo } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }
  private reset = () => this.setState({ error: undefined, errorInfo: undefined });
  render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    // react-admin's error page: the crash page, left when the user goes to another screen.
    return (
      <RaError
        error={error}
        errorInfo={errorInfo}
        errorComponent={CrashPage}
        resetErrorBoundary={this.reset}
      />
    );
  }
}

/**
 * The screen's place, marked with the path the drawn screen belongs to. A navigation is a React
 * transition: while the next screen's code loads, the last one stays drawn, and the mark changes in
 * the same commit as the screen. Whoever must tell the two apart (a browser test moving between
 * screens, docs/performance.md, "Browser test time") waits for the mark.
 */
function MainContent({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div id="main-content" className="RaLayout-content" data-path={pathname}>
      {children}
    </div>
  );
}

/**
 * The shell every signed-in screen sits in. Loaded after sign-in, so /login stays light.
 *
 * react-admin's <Layout>, with its classes and look, without its preferences inspector (this app
 * edits no preferences in place): the inspector read the page's width in each of the layout's
 * renders, forcing the browser to lay the page out while it was being drawn.
 */
export default function AppLayout({ children }: LayoutProps) {
  return (
    <Root className="layout RaLayout-root">
      <SkipToContent />
      {/* Beside the screens, not inside them: a crashed or loading screen still ends the session. */}
      <SessionLifetime />
      <SignInAgainDialog />
      <HistoryWarnings />
      <div className="RaLayout-appFrame">
        <ShellAppBar />
        <main className="RaLayout-contentWithSidebar">
          <ShellDrawer />
          <MainContent>
            <PublicDemoBanner />
            <ScreenErrorBoundary>
              <Suspense fallback={<Loading />}>
                <SessionEvents />
                <StartupData />
                <ServerErrorPopup />
                {children}
              </Suspense>
            </ScreenErrorBoundary>
          </MainContent>
        </main>
      </div>
    </Root>
  );
}

const Root = styled('div', { name: 'RaLayout', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  // The content may shrink below a wide table's width: lists scroll inside, the page never overflows.
  minWidth: 0,
  width: '100%',
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    minWidth: 0,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  '& .RaLayout-content': {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
