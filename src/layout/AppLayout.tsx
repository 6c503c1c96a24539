import { Component, memo, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
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

const ROOT_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/** Each new route context while react-admin starts redrew every link: the shell links to absolute paths only. */
function OutsideRoutes({ children }: { children: ReactNode }) {
  return <UNSAFE_RouteContext.Provider value={ROOT_ROUTE}>{children}</UNSAFE_RouteContext.Provider>;
}

// Not redrawn with every redraw of react-admin's layout.
const ShellAppBar = memo(function ShellAppBar() {
  return (
    <OutsideRoutes>
      <AppBar />
    </OutsideRoutes>
  );
});

const ShellDrawer = memo(function ShellDrawer() {
  return (
    <OutsideRoutes>
      <ShellSidebar>
        <ServerMenu />
      </ShellSidebar>
    </OutsideRoutes>
  );
});

function SkipToContent() {
  return useSecondPass() ? <SkipNavigationButton /> : null;
}

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

/** Marked with the drawn screen's path, as the last one stays drawn while the next loads (docs/performance.md, "Browser test time"). */
function MainContent({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div id="main-content" className="RaLayout-content" data-path={pathname}>
      {children}
    </div>
  );
}

/** react-admin's <Layout> without its preferences inspector, which forced a layout in every render. */
export default function AppLayout({ children }: LayoutProps) {
  // Behind an ended session's sign-in dialog nothing of the page can be reached (SignInAgainDialog).
  const [covered, setCovered] = useState(false);
  return (
    <Root className="layout RaLayout-root">
      <SkipToContent />
      {/* Beside the screens, not inside them: a crashed or loading screen still ends the session. */}
      <SessionLifetime />
      <SignInAgainDialog onCover={setCovered} />
      <HistoryWarnings />
      <div className="RaLayout-appFrame" inert={covered}>
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
