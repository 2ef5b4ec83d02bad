import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { CurrentUserProvider, useCurrentUser } from '../../features/user/current-user.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

function Shell() {
  const { me } = useCurrentUser();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <TopBar
          me={me}
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={desktop.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar data-testid="navbar">
        <SideMenu user={me} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/** The signed-in layout: top bar, side menu and the current page, all reading one `me`. */
export function AppShellLayout() {
  return (
    <CurrentUserProvider>
      <Shell />
    </CurrentUserProvider>
  );
}
