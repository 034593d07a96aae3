import { useSearchParams } from 'react-router';
import type { SelfResponse } from '@pug/domain';
import { useApiQuery, type RemoteAppProps } from '@pug/platform';
import { BanOverlay, SAMPLE_BAN } from './BanOverlay.tsx';
import { TutorialModal } from './TutorialModal.tsx';

/**
 * Global overlays, mounted on every page: the ban modal (also faked by `?sampleban`, spec §2)
 * and the first-run tutorial for a signed-in player who has not completed it (spec §4).
 */
export default function Overlays(_props: RemoteAppProps) {
  const [params] = useSearchParams();
  const self = useApiQuery<SelfResponse>('/api/self/', { silent: true });
  const user = self.data;
  const now = Date.now();

  const ban = params.has('sampleban')
    ? SAMPLE_BAN
    : user?.disciplineHistory.find((d) => d.isBan && !d.appealAccepted && (d.expires == null || d.expires > now));
  if (ban) return <BanOverlay ban={ban} sample={params.has('sampleban')} now={now} />;
  if (user && !user.completeTutorial) return <TutorialModal user={user} onFinished={() => void self.refetch()} />;
  return null;
}
