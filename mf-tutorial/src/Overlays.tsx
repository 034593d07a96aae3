import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { globalOverlay, TUTORIAL_CLOSED_STORAGE_KEY, TUTORIAL_STEP_STORAGE_KEY } from '@pug/domain';
import { useSession, type RemoteAppProps } from '@pug/platform';
import { BanBanner, SAMPLE_BAN } from './BanBanner.tsx';
import { TutorialModal } from './TutorialModal.tsx';

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // storage blocked: the choice holds until the page reloads
  }
}

/**
 * Global overlays, mounted on every page above its content: the ban banner (also faked by `?sampleban` for a signed-in player, spec §2)
 * and the first-run tutorial for a signed-in player who has not completed it (spec §4). Closed
 * without finishing, the tutorial stays closed for the visit (sessionStorage); it steps aside on
 * the player's own profile, where it sends them to declare their mains, and comes back on the
 * step they left (also after the round trip to Discord).
 */
export default function Overlays(_props: RemoteAppProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { user, refresh } = useSession();
  const [closed, setClosed] = useState(() => readSession(TUTORIAL_CLOSED_STORAGE_KEY) === '1');
  const now = Date.now();
  // The host loaded this remote for the same decision (domain's globalOverlay).
  const overlay = globalOverlay(user, params.has('sampleban'), now);
  if (overlay?.kind === 'ban') return <BanBanner ban={overlay.ban} sample={false} now={now} />;
  if (overlay?.kind === 'sampleBan') return <BanBanner ban={SAMPLE_BAN} sample now={now} />;
  if (!user || overlay?.kind !== 'tutorial' || closed) return null;
  if (pathname.startsWith(`/players/${user.steamid}`)) return null;
  return (
    <TutorialModal
      user={user}
      initialStep={Number(readSession(TUTORIAL_STEP_STORAGE_KEY) ?? 0)}
      onFinished={() => {
        writeSession(TUTORIAL_STEP_STORAGE_KEY, null);
        void refresh();
      }}
      onClose={() => {
        writeSession(TUTORIAL_CLOSED_STORAGE_KEY, '1');
        setClosed(true);
      }}
      onLeave={(step) => writeSession(TUTORIAL_STEP_STORAGE_KEY, String(step))}
    />
  );
}
