import { Drawer } from '@app/ui/modal';
import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS } from '@contract/candidate-record/options';
import { NOTICE_FILTER_LABELS } from '@contract/recruiter/applicants';
import { SCORE_RESULT_LABELS } from '@contract/recruiter/assessment-scoring';
import type { ApplicantCounts } from '@contract/recruiter/jobs';
import { Button, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  type ApplicantsSearch,
  CERTIFICATION_VALUES,
  NOTICE_VALUES,
  RESULT_VALUES,
  SORT_VALUES,
  STATUS_VALUES,
} from './applicants-search';
import { ALL, APPLICATION_STATUS_LABELS, CERTIFICATION_LABELS, SORT_LABELS } from './applicants-texts';

type FilterName = 'status' | 'certification' | 'experience_level' | 'notice' | 'result';

const FILTERS: { name: FilterName; label: string; options: { value: string; label: string }[] }[] = [
  {
    name: 'status',
    label: 'Status',
    options: STATUS_VALUES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
  },
  {
    name: 'certification',
    label: 'Certification',
    options: CERTIFICATION_VALUES.map((value) => ({ value, label: CERTIFICATION_LABELS[value] })),
  },
  {
    name: 'experience_level',
    label: 'Experience level',
    options: EXPERIENCE_LEVELS.map((value) => ({ value, label: EXPERIENCE_LEVEL_LABELS[value] })),
  },
  {
    name: 'notice',
    label: 'Notice',
    options: NOTICE_VALUES.map((value) => ({ value, label: NOTICE_FILTER_LABELS[value] })),
  },
  {
    name: 'result',
    label: 'Assessment result',
    options: RESULT_VALUES.map((value) => ({ value, label: SCORE_RESULT_LABELS[value] })),
  },
];

const FILTER_NAMES = FILTERS.map((filter) => filter.name);

/** How many of the filters are set (the phone's 'Filters (n)'); the order is not a filter. */
export function filtersSet(search: ApplicantsSearch): number {
  return FILTER_NAMES.filter((name) => Boolean(search[name])).length;
}

interface FiltersProps {
  search: ApplicantsSearch;
  /** the job's applicants by stage: each stage's option says its count (issue 36) */
  counts?: ApplicantCounts;
  onChange: (next: ApplicantsSearch) => void;
}

/** A filter's options, the stages with their counts ('Interview (3)'). */
function optionsOf(filter: (typeof FILTERS)[number], counts: ApplicantCounts | undefined) {
  if (filter.name !== 'status' || !counts) return filter.options;
  return filter.options.map((option) => ({
    ...option,
    label: `${option.label} (${counts[option.value as keyof ApplicantCounts]})`,
  }));
}

/**
 * The applicants list's filters (stage, certification, experience level, notice, the assessment's
 * result) and its order,
 * native selects with visible labels (keyboard and phone friendly); a change goes to the URL and
 * back to the first page.
 */
export function ApplicantsFilters({
  search,
  counts,
  onChange,
  stacked = false,
}: FiltersProps & { stacked?: boolean }) {
  return (
    <SimpleGrid cols={stacked ? 1 : { base: 1, xs: 2, md: 6 }} spacing="sm" verticalSpacing="xs">
      {FILTERS.map((filter) => (
        <NativeSelect
          key={filter.name}
          label={filter.label}
          value={search[filter.name] ?? ''}
          data={[{ value: '', label: ALL }, ...optionsOf(filter, counts)]}
          onChange={(event) =>
            onChange({ ...search, [filter.name]: event.currentTarget.value || undefined, page: undefined })
          }
        />
      ))}
      <NativeSelect
        label="Sort by"
        value={search.sort ?? 'newest'}
        data={SORT_VALUES.map((value) => ({ value, label: SORT_LABELS[value] }))}
        onChange={(event) => {
          const value = event.currentTarget.value as (typeof SORT_VALUES)[number];
          onChange({ ...search, sort: value === 'newest' ? undefined : value, page: undefined });
        }}
      />
    </SimpleGrid>
  );
}

/**
 * A phone's filters (issue 36): one 'Filters (n)' button (n: the filters set) opening them in a
 * sheet from the bottom (ui/modal.tsx's Drawer: Back closes it), so the list starts with its
 * first applicant. A change applies at once, as on a wide screen; Done closes the sheet.
 */
export function FiltersSheet(props: FiltersProps) {
  const [opened, setOpened] = useState(false);
  const set = filtersSet(props.search);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} style={{ alignSelf: 'flex-start' }}>
        Filters ({set})
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="bottom"
        size="auto"
        title="Filters"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md" pb="md">
          <ApplicantsFilters {...props} stacked />
          <Button onClick={() => setOpened(false)}>Done</Button>
        </Stack>
      </Drawer>
    </>
  );
}
