import { useLocation } from 'react-router';
import { Button } from '@pug/design-system';

/**
 * The top bar's sign-in slot. Signing in is a redirect to the league's single sign-on that
 * returns to the page the player came from.
 */
export function SignInSlot() {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <Button
      variant="primary"
      size="sm"
      onClick={() => window.location.assign(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`)}
    >
      Sign in
    </Button>
  );
}
