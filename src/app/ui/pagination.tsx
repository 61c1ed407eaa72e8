import { Button, Group, Text } from '@mantine/core';

/** The page numbers shown: the first, the last, the current one and its neighbours; null for a gap. */
export function pageItems(current: number, total: number): (number | null)[] {
  const pages = new Set(
    [1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const page of sorted) {
    const last = items[items.length - 1];
    if (typeof last === 'number' && page - last > 1) items.push(null);
    items.push(page);
  }
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/**
 * Numbered pagination with Previous and Next (signed-in-area.md §2, §9): each button is named by
 * its text, the current page is `aria-current="page"`. Nothing when there is one page or none.
 */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages">
      <Group gap={6} justify="center" wrap="wrap">
        <Button variant="default" size="compact-md" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          Previous
        </Button>
        {pageItems(page, totalPages).map((item, index) =>
          item === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <Text key={`gap-${index}`} c="dark.6" aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={item}
              size="compact-md"
              variant={item === page ? 'filled' : 'default'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Page ${item}`}
              onClick={() => onChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button
          variant="default"
          size="compact-md"
          disabled={page >= totalPages}
          onClick={() => onChange(page + 1)}
        >
          Next
        </Button>
      </Group>
    </nav>
  );
}
