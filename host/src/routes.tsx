import { createBrowserRouter, Link } from 'react-router';
import { Heading, Stack, Text } from '@pug/design-system';
import { Layout } from './layout/Layout.tsx';
import { RemoteSlot } from './mf/RemoteSlot.tsx';

function NotFound() {
  return (
    <Stack gap="md">
      <Heading level={1}>Page not found</Heading>
      <Text>
        Nothing lives at this address. <Link to="/">Back to the queue</Link>
      </Text>
    </Stack>
  );
}

/** `/` queue lobby (`?pugId=` picks it), `/pugs` + `/pugs/:id` pug history (mf-queue), `/players/:steamid` profile, `/admin/*` admin (ARCHITECTURE §6). */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <RemoteSlot name="mf-queue" basePath="/" /> },
      { path: 'pugs/*', element: <RemoteSlot name="mf-queue" basePath="/pugs" /> },
      { path: 'players/:steamid', element: <RemoteSlot name="mf-profile" basePath="/players" /> },
      { path: 'admin/*', element: <RemoteSlot name="mf-admin" basePath="/admin" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
