import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar, Box, Button, Inline, Spinner, Stack, Text } from '@pug/design-system';
import { avatarUrl, FALLBACK_AVATAR_URL } from '@pug/domain';
import { useSession } from '@pug/platform';

/**
 * The top bar's sign-in slot: a sign-in button (a redirect to the league's single sign-on that
 * returns to this page), or the player's avatar and alias opening a small menu (profile,
 * sign out). The menu is a disclosure: Escape or a click elsewhere closes it.
 */
export function SignInSlot() {
  const { user, loading, signIn, signOut } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  if (loading) return <Spinner size="sm" label="Checking sign-in" />;

  if (!user) {
    return (
      <Button variant="primary" size="sm" data-testid="sign-in" onClick={() => signIn(`${location.pathname}${location.search}`)}>
        Sign in
      </Button>
    );
  }

  return (
    <div ref={root}>
      <Stack gap="xs">
        <Button
          variant="ghost"
          size="sm"
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={`Account: ${user.alias}`}
          data-testid="account-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <Inline gap="sm">
            <Avatar src={avatarUrl(user)} fallbackSrc={FALLBACK_AVATAR_URL} alt="" size={24} shape="circle" />
            <Box as="span" display={{ mobile: 'none', desktop: 'inline' }}>
              {/* A 32-character name of wide glyphs would push the top bar off the screen: an ellipsis, the whole name in the label. */}
              <Text as="span" size="sm" truncate width="name">
                {user.alias}
              </Text>
            </Box>
          </Inline>
        </Button>
        {open && (
          <div id={menuId} role="group" aria-label="Account">
            <Stack gap="xs">
              <Link to={`/players/${user.steamid}`} onClick={() => setOpen(false)}>
                Your profile
              </Link>
              <Button
                variant="secondary"
                size="sm"
                data-testid="sign-out"
                onClick={() => {
                  setOpen(false);
                  void signOut();
                }}
              >
                Sign out
              </Button>
            </Stack>
          </div>
        )}
      </Stack>
    </div>
  );
}
