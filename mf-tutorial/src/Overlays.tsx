import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { globalOverlay, TUTORIAL_STEP_STORAGE_KEY, tutorialLaterStorageKey, tutorialMayOpen } from '@pug/domain';
import { useMatchDayKnown, useSession, type RemoteAppProps } from '@pug/platform';
import { BanBanner, SAMPLE_BAN } from './BanBanner.tsx';
import { TutorialModal } from './TutorialModal.tsx';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // storage blocked: the choice holds until the page reloads
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

function readLaterAt(steamid: string): number | null {
  const value = Number(read(local, tutorialLaterStorageKey(steamid)));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Whether the first-run tutorial is on the page, once it is decided: 'waiting' until the page knows
 * the player's match day. Kept on `<html data-tutorial>` once rendered, so a browser test knows
 * the tutorial will not open over the page after its next click (e2e/support.ts); where the host
 * loads no overlay (a visitor, a player who finished the tutorial) it writes 'none' itself
 * (host/src/mf/OverlaysSlot.tsx).
 */
type TutorialDecision = 'waiting' | 'shown' | 'none';

/**
 * Global overlays, mounted on every page above its content: the ban banner (also faked by `?sampleban` for a signed-in player, docs/product.md "Screens and routes")
 * and the first-run tutorial for a signed-in player who has not completed it (docs/product.md "Rules"). The
 * tutorial never covers a match (domain `tutorialMayOpen`): it waits until the page knows the
 * player has nothing under way, and steps aside (keeping its step) when a ready-up, a pick, their
 * pug or a sub seat comes, and on a pug's page. "Later" (or closing it) is kept in localStorage for
 * that player, so it does not come back with every visit. It also steps aside on the player's own
 * profile, where it sends them to declare their mains, and comes back on the step they left (also
 * after the round trip to Discord).
 */
export default function Overlays(_props: RemoteAppProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { user, refresh } = useSession();
  const matchDay = useMatchDayKnown();
  const [laterAt, setLaterAt] = useState<number | null | undefined>(undefined);
  const [step, setStep] = useState(() => Number(read(session, TUTORIAL_STEP_STORAGE_KEY) ?? 0));
  const now = Date.now();
  // The host loaded this remote for the same decision (domain's globalOverlay).
  const overlay = globalOverlay(user, params.has('sampleban'), now);
  const later = user && laterAt === undefined ? readLaterAt(user.steamid) : (laterAt ?? null);
  const tutorial: TutorialDecision = !user
    ? 'waiting'
    : overlay?.kind !== 'tutorial'
      ? 'none'
      : matchDay === 'unknown'
        ? 'waiting'
        : tutorialMayOpen({ matchDay, pathname, steamid: user.steamid, laterAt: later, now })
          ? 'shown'
          : 'none';
  useEffect(() => {
    document.documentElement.dataset.tutorial = tutorial;
  }, [tutorial]);
  if (overlay?.kind === 'ban') return <BanBanner ban={overlay.ban} sample={false} now={now} />;
  if (overlay?.kind === 'sampleBan') return <BanBanner ban={SAMPLE_BAN} sample now={now} />;
  if (!user || tutorial !== 'shown') return null;
  return (
    <TutorialModal
      user={user}
      initialStep={step}
      onFinished={() => {
        write(session, TUTORIAL_STEP_STORAGE_KEY, null);
        write(local, tutorialLaterStorageKey(user.steamid), null);
        void refresh();
      }}
      onClose={(at) => {
        write(session, TUTORIAL_STEP_STORAGE_KEY, String(at));
        write(local, tutorialLaterStorageKey(user.steamid), String(Date.now()));
        setStep(at);
        setLaterAt(Date.now());
      }}
      onStep={(at) => {
        write(session, TUTORIAL_STEP_STORAGE_KEY, String(at));
        setStep(at);
      }}
      onLeave={(at) => {
        write(session, TUTORIAL_STEP_STORAGE_KEY, String(at));
        setStep(at);
      }}
    />
  );
}
