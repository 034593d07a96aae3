import { NavLink, Outlet } from 'react-router';
import { AppShell, Box, Heading, Inline, navLinkClassName, SidebarNav, Stack, Text } from '@pug/design-system';
import { useSession } from '@pug/platform';
import { OverlaysSlot } from '../mf/OverlaysSlot.tsx';
import { Clock } from './Clock.tsx';
import { AlertVolume, ConnectionState, PlayerAlerts } from './PlayerAlerts.tsx';
import { SignInSlot } from './SignInSlot.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import logo from '../../../tooling/favicon.svg';

interface SidebarEntry {
  to: string;
  label: string;
  end: boolean;
}

/** The main navigation: what everyone sees, plus the signed-in player's profile and, for admins, the admin area. */
function sidebarEntries(user: { steamid: string; isAdmin: boolean } | null): SidebarEntry[] {
  return [
    { to: '/', label: 'Queue', end: true },
    { to: '/pugs', label: 'Pug history', end: false },
    { to: '/players', label: 'Ladder', end: true },
    ...(user ? [{ to: `/players/${user.steamid}`, label: 'My profile', end: false }] : []),
    ...(user?.isAdmin ? [{ to: '/admin', label: 'Admin', end: false }] : []),
  ];
}

function Sidebar() {
  const { user } = useSession();
  const brand = (
    <Inline gap="sm">
      <img src={logo} alt="TF2 Pugs logo" width={32} height={32} />
      <Heading level={3}>TF2 Pugs</Heading>
    </Inline>
  );
  return (
    <Stack gap="lg">
      <SidebarNav brand={brand}>
        {sidebarEntries(user).map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className={navLinkClassName}>
            {link.label}
          </NavLink>
        ))}
      </SidebarNav>
      <Box paddingX="md">
        <Text tone="muted" size="xs">
          host build {__PUG_BUILD_ID__}
        </Text>
      </Box>
    </Stack>
  );
}

function TopBar() {
  return (
    <Inline gap="md" justify="end">
      <Clock />
      <AlertVolume />
      <ThemeToggle />
      <SignInSlot />
    </Inline>
  );
}

export function Layout() {
  return (
    <AppShell sidebar={<Sidebar />} topBar={<TopBar />}>
      <ConnectionState />
      <Outlet />
      <OverlaysSlot />
      <PlayerAlerts />
    </AppShell>
  );
}
