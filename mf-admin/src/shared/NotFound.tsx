import { Link } from 'react-router';
import { Callout } from '@pug/design-system';

/** An /admin/* path that is no admin page. */
export function NotFound({ basePath }: { basePath: string }) {
  return (
    <Callout tone="info" title="Page not found">
      There is no admin page at this address. <Link to={basePath}>Back to the admin area</Link>
    </Callout>
  );
}
