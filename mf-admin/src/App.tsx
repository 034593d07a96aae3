import { NavLink, Route, Routes } from 'react-router';
import { Box, Callout, Heading, navLinkClassName, Spinner, Stack } from '@pug/design-system';
import { BuildStamp, useSession, type RemoteAppProps } from '@pug/platform';
import { AnnouncementsPage } from './announcements/AnnouncementsPage.tsx';
import { ChatWordsPage } from './chat-words/ChatWordsPage.tsx';
import { AppealsPage } from './appeals/AppealsPage.tsx';
import { AuditPage } from './audit/AuditPage.tsx';
import { MapsPage } from './maps/MapsPage.tsx';
import { NotificationsPage } from './notifications/NotificationsPage.tsx';
import { PlayerPage } from './players/PlayerPage.tsx';
import { PlayersPage } from './players/PlayersPage.tsx';
import { ReportsPage } from './reports/ReportsPage.tsx';
import { ServersPage } from './servers/ServersPage.tsx';
import { NotFound } from './shared/NotFound.tsx';
import { XpRequestsPage } from './xp-requests/XpRequestsPage.tsx';

/** The admin sections, in the order of the admin sidebar. */
const sections = [
  { path: 'players', label: 'Players' },
  { path: 'appeals', label: 'Appeals' },
  { path: 'reports', label: 'Reports' },
  { path: 'xp-requests', label: 'Experience requests' },
  { path: 'maps', label: 'Maps' },
  { path: 'servers', label: 'Servers' },
  { path: 'notifications', label: 'Notifications' },
  { path: 'announcements', label: 'Announcements' },
  { path: 'chat-words', label: 'Chat filter' },
  { path: 'audit', label: 'Audit log' },
];

/** /admin/*: the admin area, for admins only. Each section is a route under the admin base path; other paths are not found. */
export default function App({ basePath }: RemoteAppProps) {
  const { user, loading } = useSession();
  if (loading && !user) return <Spinner label="Checking your account…" />;
  if (!user?.isAdmin) {
    return (
      <Callout tone="info" title="Admins only">
        This part of the site is for admins. Sign in with an admin account to use it.
      </Callout>
    );
  }
  return (
    <Stack gap="lg">
      <Heading level={1}>Admin</Heading>
      <Box display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} alignItems={{ mobile: 'stretch', desktop: 'flex-start' }} gap="lg">
        <Box
          as="nav"
          aria-label="Admin sections"
          display="flex"
          flexDirection={{ mobile: 'row', desktop: 'column' }}
          flexWrap={{ mobile: 'wrap', desktop: 'nowrap' }}
          flexShrink={0}
          gap="xxs"
          padding="sm"
          borderRadius="md"
          background="sidebar"
        >
          {sections.map((section) => (
            <NavLink key={section.path} to={`${basePath}/${section.path}`} className={navLinkClassName}>
              {section.label}
            </NavLink>
          ))}
        </Box>
        <Box as="section" aria-label="Admin page" flexGrow={1} display="flex" flexDirection="column" gap="md">
          <Routes>
            <Route index element={<PlayersPage basePath={basePath} />} />
            <Route path="players" element={<PlayersPage basePath={basePath} />} />
            <Route path="players/:steamid" element={<PlayerPage basePath={basePath} />} />
            <Route path="appeals" element={<AppealsPage basePath={basePath} />} />
            <Route path="reports" element={<ReportsPage basePath={basePath} />} />
            <Route path="xp-requests" element={<XpRequestsPage basePath={basePath} />} />
            <Route path="maps" element={<MapsPage />} />
            <Route path="servers" element={<ServersPage />} />
            <Route path="notifications" element={<NotificationsPage />} />
            <Route path="announcements" element={<AnnouncementsPage />} />
            <Route path="chat-words" element={<ChatWordsPage />} />
            <Route path="audit" element={<AuditPage basePath={basePath} />} />
            <Route path="*" element={<NotFound basePath={basePath} />} />
          </Routes>
        </Box>
      </Box>
      <BuildStamp app={__PUG_APP__} build={__PUG_BUILD_ID__} />
    </Stack>
  );
}
