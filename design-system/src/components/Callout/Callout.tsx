import { useId, type ReactNode } from 'react';
import { cx } from '../Box/Box.tsx';
import * as s from './Callout.css.ts';

export type CalloutTone = 'info' | 'warning' | 'error';

export type CalloutProps = {
  tone?: CalloutTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link shown at the end (e.g. "Retry"). */
  action?: ReactNode;
  className?: string;
};

const glyph: Record<CalloutTone, string> = { info: 'i', warning: '!', error: '×' };

/** A boxed message. Errors are announced immediately (role=alert), others politely. */
export function Callout({ tone = 'info', title, children, action, className }: CalloutProps) {
  const titleId = useId();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-labelledby={title ? titleId : undefined}
      data-tone={tone}
      className={cx(s.callout, s.calloutTone[tone], className)}
    >
      <span aria-hidden="true" className={cx(s.icon, s.iconTone[tone])}>
        {glyph[tone]}
      </span>
      <div className={s.body}>
        {title ? (
          <p id={titleId} className={s.title}>
            {title}
          </p>
        ) : null}
        {children ? <div className={s.content}>{children}</div> : null}
      </div>
      {action ? <div className={s.action}>{action}</div> : null}
    </div>
  );
}
