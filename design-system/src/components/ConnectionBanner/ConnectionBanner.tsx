import { Button } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as s from './ConnectionBanner.css.ts';

export type ConnectionBannerProps = {
  /** 'reconnecting': retrying on its own; 'offline': it gave up, the player may retry. */
  state: 'reconnecting' | 'offline';
  onRetry(): void;
};

/** Says that live updates stopped: "Reconnecting…" while the site retries, "Offline" with Retry once it gave up. */
export function ConnectionBanner({ state, onRetry }: ConnectionBannerProps) {
  if (state === 'reconnecting') {
    return (
      <div role="status" className={`${s.banner} ${s.tone.reconnecting}`} data-state={state}>
        <span aria-hidden="true" className={s.spinnerSlot}>
          <Spinner size="sm" label="Reconnecting" />
        </span>
        <span className={s.message}>Reconnecting… live updates are paused.</span>
      </div>
    );
  }
  return (
    <div role="alert" className={`${s.banner} ${s.tone.offline}`} data-state={state}>
      <span className={s.message}>Offline: live updates stopped.</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
