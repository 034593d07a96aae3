import { Link, useRoutes, type RouteObject } from 'react-router';
import { Heading, Stack, Text } from '@pug/design-system';
import { PageShown } from '@pug/platform';
import { Layout } from './layout/Layout.tsx';
import { RemoteSlot } from './mf/RemoteSlot.tsx';
import { PAGES } from './pages.ts';

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

/** The pages of `PAGES` (pages.ts: the remote behind each), in the host's layout, and a not-found page (docs/architecture.md "Frontends"). */
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...PAGES.map((page): RouteObject => {
        const element = <RemoteSlot name={page.remote} basePath={page.basePath} />;
        return page.path === '/' ? { index: true, element } : { path: page.path, element };
      }),
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
