import { useSearchParams } from 'react-router';
import { activeBan, shouldOpenTutorial } from '@pug/domain';
import { useSession, type RemoteAppProps } from '@pug/platform';
import { BanOverlay, SAMPLE_BAN } from './BanOverlay.tsx';
import { TutorialModal } from './TutorialModal.tsx';

/**
 * Global overlays, mounted on every page: the ban modal (also faked by `?sampleban` for a signed-in player, spec §2)
 * and the first-run tutorial for a signed-in player who has not completed it (spec §4).
 */
export default function Overlays(_props: RemoteAppProps) {
  const [params] = useSearchParams();
  const { user, refresh } = useSession();
  const now = Date.now();
  // The sample ban is for signed-in players trying the page; a visitor is never shown a ban.
  const sample = params.has('sampleban') && user !== null;

  const ban = sample ? SAMPLE_BAN : user ? activeBan(user.disciplineHistory, now) : undefined;
  if (ban) return <BanOverlay ban={ban} sample={sample} now={now} />;
  if (user && shouldOpenTutorial(user)) return <TutorialModal user={user} onFinished={() => void refresh()} />;
  return null;
}
