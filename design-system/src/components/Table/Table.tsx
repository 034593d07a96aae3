import { useId, type HTMLAttributes, type ReactNode, type TdHTMLAttributes, type ThHTMLAttributes } from 'react';
import { cx } from '../Box/Box.tsx';
import * as s from './Table.css.ts';

export type TableProps = HTMLAttributes<HTMLTableElement> & { caption?: ReactNode };

/**
 * A styled table in a horizontally scrolling frame. Compose with the parts below. The frame is a
 * focusable region named by the caption, so a keyboard can scroll a table wider than a phone.
 */
export function Table({ caption, className, children, ...rest }: TableProps) {
  const captionId = useId();
  return (
    <div className={s.wrapper} tabIndex={0} role="region" {...(caption ? { 'aria-labelledby': captionId } : { 'aria-label': 'Table' })}>
      <table {...rest} className={cx(s.table, className)}>
        {caption ? (
          <caption id={captionId} className={s.caption}>
            {caption}
          </caption>
        ) : null}
        {children}
      </table>
    </div>
  );
}

export function TableHead({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...rest} className={cx(s.head, className)} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

/** A row; `current` marks the viewer's own (highlighted, `aria-current`). */
export function TableRow({ className, current, ...rest }: HTMLAttributes<HTMLTableRowElement> & { current?: boolean }) {
  return <tr aria-current={current ? 'true' : undefined} {...rest} className={cx(s.row, current && s.currentRow, className)} />;
}

interface CellOptions {
  /** Right-aligned, tabular digits. */
  numeric?: boolean;
  /**
   * A detail the row can do without on a phone (600 px and narrower): left out there, so the
   * columns that matter fit without scrolling sideways. Give the header cell and the column's cells the same.
   */
  phoneHidden?: boolean;
}

export type TableCellProps = TdHTMLAttributes<HTMLTableCellElement> & CellOptions;

export function TableHeaderCell({
  numeric,
  phoneHidden,
  short,
  className,
  scope = 'col',
  children,
  ...rest
}: ThHTMLAttributes<HTMLTableCellElement> &
  CellOptions & { /** A shorter label shown on a phone; the full one stays the column's name for screen readers. */ short?: ReactNode }) {
  return (
    <th scope={scope} {...rest} className={cx(s.headerCell, numeric && s.numeric, phoneHidden && s.phoneHidden, className)}>
      {short ? (
        <>
          <span className={s.longLabel}>{children}</span>
          <span className={s.shortLabel} aria-hidden="true">
            {short}
          </span>
        </>
      ) : (
        children
      )}
    </th>
  );
}

export function TableCell({ numeric, phoneHidden, className, ...rest }: TableCellProps) {
  return <td {...rest} className={cx(s.cell, numeric && s.numeric, phoneHidden && s.phoneHidden, className)} />;
}
