import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { activeBan, shouldOpenTutorial, TUTORIAL_CLOSED_STORAGE_KEY, TUTORIAL_STEP_STORAGE_KEY } from '@pug/domain';
import { useSession, type RemoteAppProps } from '@pug/platform';
import { BanOverlay, SAMPLE_BAN } from './BanOverlay.tsx';
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
 * Global overlays, mounted on every page: the ban modal (also faked by `?sampleban` for a signed-in player, spec §2)
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
  // The sample ban is for signed-in players trying the page; a visitor is never shown a ban.
  const sample = params.has('sampleban') && user !== null;

  const ban = sample ? SAMPLE_BAN : user ? activeBan(user.disciplineHistory, now) : undefined;
  if (ban) return <BanOverlay ban={ban} sample={sample} now={now} />;
  if (!user || !shouldOpenTutorial(user) || closed) return null;
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
