import { Layout, type LayoutProps } from 'react-admin';
import { AppBar } from './AppBar';
import { CrashPage } from './CrashPage';
import { ServerErrorPopup } from './ServerErrorPopup';
import { ServerMenu } from './ServerMenu';
import { SessionEvents } from './SessionEvents';
import { StartupData } from './StartupData';

/** The shell every signed-in screen sits in. Loaded after sign-in, so /login stays light. */
export default function AppLayout({ children }: LayoutProps) {
  return (
    <Layout
      appBar={AppBar}
      menu={ServerMenu}
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
