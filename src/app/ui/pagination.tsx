import { Group, Pagination as MantinePagination } from '@mantine/core';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** The edge controls say 'Previous' and 'Next' in words (signed-in-area.md §2, §9), not arrows. */
const PreviousText = () => <span>Previous</span>;
const NextText = () => <span>Next</span>;
const EDGE_STYLE = { paddingInline: 'var(--mantine-spacing-sm)' };

/**
 * Numbered pagination with Previous and Next (signed-in-area.md §2, §9), Mantine's `Pagination`:
 * the first and last page, the current one and its neighbours, dots between; each page button is
 * named 'Page n' and the current one is `aria-current="page"`. Nothing when there is one page or none.
 */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages">
      <MantinePagination.Root
        total={totalPages}
        value={page}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      >
        <Group gap={6} justify="center" wrap="wrap">
          <MantinePagination.Previous icon={PreviousText} style={EDGE_STYLE} />
          <MantinePagination.Items />
          <MantinePagination.Next icon={NextText} style={EDGE_STYLE} />
        </Group>
      </MantinePagination.Root>
    </nav>
  );
}
