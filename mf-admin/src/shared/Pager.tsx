import { Button, Inline, Text } from '@pug/design-system';

/** Previous / next through a paged list, with "page x of y". */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage(page: number): void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <Inline gap="sm" align="center">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text size="sm" tone="muted">
        Page {page} of {pages} ({total} in all)
      </Text>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Inline>
  );
}
