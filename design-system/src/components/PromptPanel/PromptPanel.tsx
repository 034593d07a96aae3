import { useId, type ReactNode } from 'react';
import * as s from './PromptPanel.css.ts';

export type PromptPanelProps = {
  /** Names the panel (aria-labelledby). */
  title: string;
  children?: ReactNode;
  /** Buttons, right-aligned under the text. */
  actions?: ReactNode;
};

/**
 * A non-modal dialog: a panel with a title and actions in the page's flow, with no overlay, trapping
 * no focus and covering nothing, so whatever the player clicks next still works.
 * For a question the page can go on without (enable audio alerts), where a modal would swallow the click.
 */
export function PromptPanel({ title, children, actions }: PromptPanelProps) {
  const titleId = useId();
  return (
    <section role="dialog" aria-modal="false" aria-labelledby={titleId} className={s.panel}>
      {/* Not a heading: it sits above the page's own h1 and is named by aria-labelledby. */}
      <p id={titleId} className={s.title}>
        {title}
      </p>
      {children}
      {actions ? <div className={s.actions}>{actions}</div> : null}
    </section>
  );
}
