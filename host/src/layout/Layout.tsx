import { NavLink, Outlet } from 'react-router';
import { AppShell, Box, Inline, navLinkClassName, SidebarNav, Text } from '@pug/design-system';
import { BUILD_STAMPS_ID, MATCH_DAY_STATUS_ID, useSession } from '@pug/platform';
import { MatchDaySlot } from '../mf/MatchDaySlot.tsx';
import { OverlaysSlot } from '../mf/OverlaysSlot.tsx';
import { Clock } from './Clock.tsx';
import { AnnouncementsSlot } from './AnnouncementsSlot.tsx';
import { AlertVolume, AudioUnlock, ConnectionState, PlayerAlerts } from './PlayerAlerts.tsx';
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
    { to: '/statistics', label: 'Statistics', end: true },
    { to: '/calibration', label: 'Calibration', end: true },
    ...(user ? [{ to: `/players/${user.steamid}`, label: 'My profile', end: false }] : []),
    ...(user?.isAdmin ? [{ to: '/admin', label: 'Admin', end: false }] : []),
  ];
}

function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Inline gap="sm" wrap={false}>
      <img src={logo} alt="" width={compact ? 24 : 32} height={compact ? 24 : 32} />
      <Text weight="bold" size={compact ? 'md' : 'lg'} data-brand-name>
        TF2 Pugs
      </Text>
    </Inline>
  );
}

function Sidebar() {
  const { user } = useSession();
  return (
    <SidebarNav brand={<Brand />}>
      {sidebarEntries(user).map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className={navLinkClassName}>
          {link.label}
        </NavLink>
      ))}
    </SidebarNav>
  );
}

/**
 * On a phone the bar keeps to one row: no clock, the volume as a speaker button, the theme and
 * account as icons. First in it, what the player is queued in (mf-queue MatchDay portals it there).
 */
function TopBar() {
  return (
    <Inline gap="sm" justify="end" wrap={false}>
      <span id={MATCH_DAY_STATUS_ID} />
      <Box as="span" display={{ mobile: 'none', desktop: 'inline' }}>
        <Clock />
      </Box>
      <AlertVolume />
      <ThemeToggle />
      <SignInSlot />
    </Inline>
  );
}

/** The footer holds the build stamps: the host's, and each remote's (platform's BuildStamp portals there). */
function HostBuildStamp() {
  return (
    <Text as="span" tone="muted" size="xs" data-testid="build-host">
      host build {__PUG_BUILD_ID__}
    </Text>
  );
}

export function Layout() {
  return (
    <AppShell sidebar={<Sidebar />} topBar={<TopBar />} compactBrand={<Brand compact />} footer={<HostBuildStamp />} footerId={BUILD_STAMPS_ID}>
      <AnnouncementsSlot />
      <ConnectionState />
      <AudioUnlock />
      <MatchDaySlot />
      <OverlaysSlot />
      <Outlet />
      <PlayerAlerts />
    </AppShell>
  );
}
