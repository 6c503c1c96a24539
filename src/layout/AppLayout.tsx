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
    <Layout appBar={AppBar} menu={ServerMenu} error={CrashPage}>
      <SessionEvents />
      <StartupData />
      <ServerErrorPopup />
      {children}
    </Layout>
  );
}
