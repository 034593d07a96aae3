import { NavLink, Outlet } from 'react-router';
import { AppShell, Heading, Inline, navLinkActiveClass, navLinkClass, Stack, Text } from '@pug/design-system';
import { RemoteSlot } from '../mf/RemoteSlot.tsx';
import { Clock } from './Clock.tsx';
import { SignInSlot } from './SignInSlot.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import logo from '../../../tooling/favicon.svg';

const links = [
  { to: '/', label: 'Queue', end: true },
  { to: '/admin', label: 'Admin', end: false },
];

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${navLinkClass} ${navLinkActiveClass}` : navLinkClass;
}

function Sidebar() {
  return (
    <Stack gap="lg">
      <Inline gap="sm">
        <img src={logo} alt="TF2 Pugs logo" width={32} height={32} />
        <Heading level={3}>TF2 Pugs</Heading>
      </Inline>
      <nav aria-label="Main">
        <Stack gap="xs">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
              {link.label}
            </NavLink>
          ))}
        </Stack>
      </nav>
      <Text tone="muted" size="xs">
        host build {__PUG_BUILD_ID__}
      </Text>
    </Stack>
  );
}

function TopBar() {
  return (
    <Inline gap="md" justify="end">
      <Clock />
      <ThemeToggle />
      <SignInSlot />
    </Inline>
  );
}

export function Layout() {
  return (
    <AppShell sidebar={<Sidebar />} topBar={<TopBar />}>
      <Outlet />
      <RemoteSlot name="mf-tutorial" basePath="/" quiet />
    </AppShell>
  );
}
