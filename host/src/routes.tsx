import { Link, useRoutes, type RouteObject } from 'react-router';
import { Heading, Stack, Text } from '@pug/design-system';
import { PageShown } from '@pug/platform';
import { Layout } from './layout/Layout.tsx';
import { RemoteSlot } from './mf/RemoteSlot.tsx';

function NotFound() {
  return (
    <Stack gap="md">
      <Heading level={1}>Page not found</Heading>
      <Text>
        Nothing lives at this address. <Link to="/">Back to the queue</Link>
      </Text>
      <PageShown />
    </Stack>
  );
}

/** `/` queue lobby (`?pugId=` picks it), `/pugs` + `/pugs/:id` pug history (mf-queue), `/players/:steamid` profile, `/players` ladder, `/statistics` statistics and hall of fame (mf-profile), `/admin/*` admin (docs/architecture.md "Frontends"). */
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <RemoteSlot name="mf-queue" basePath="/" /> },
      { path: 'pugs/*', element: <RemoteSlot name="mf-queue" basePath="/pugs" /> },
      { path: 'players/:steamid', element: <RemoteSlot name="mf-profile" basePath="/players" /> },
      { path: 'players', element: <RemoteSlot name="mf-profile" basePath="/players" /> },
      { path: 'statistics', element: <RemoteSlot name="mf-profile" basePath="/statistics" /> },
      { path: 'admin/*', element: <RemoteSlot name="mf-admin" basePath="/admin" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The routes, rendered inside the host's `<BrowserRouter>` (bootstrap.tsx): the site uses no data
 * router APIs (loaders, actions), and without them the shared react-router is 15 KB smaller.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
