import { NavLink, Route, Routes } from 'react-router';
import { Heading, Inline, navLinkActiveClass, navLinkClass, Stack } from '@pug/design-system';
import { BuildStamp, type RemoteAppProps } from '@pug/platform';
import { MapPool } from './maps/MapPool.tsx';
import { ServersPage } from './servers/ServersPage.tsx';

const sections = [
  { path: 'maps', label: 'Maps' },
  { path: 'servers', label: 'Servers' },
];

/** /admin/*: the admin area. Each section is a route under the admin base path. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Stack gap="lg">
      <Heading level={1}>Admin</Heading>
      <nav aria-label="Admin sections">
        <Inline gap="sm">
          {sections.map((s) => (
            <NavLink
              key={s.path}
              to={`${basePath}/${s.path}`}
              className={({ isActive }) => (isActive ? `${navLinkClass} ${navLinkActiveClass}` : navLinkClass)}
            >
              {s.label}
            </NavLink>
          ))}
        </Inline>
      </nav>
      <Routes>
        <Route index element={<MapPool />} />
        <Route path="maps" element={<MapPool />} />
        <Route path="servers" element={<ServersPage />} />
      </Routes>
      <BuildStamp app={__PUG_APP__} build={__PUG_BUILD_ID__} />
    </Stack>
  );
}
