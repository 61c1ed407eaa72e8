import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS } from '@contract/candidate-record/options';
import { NOTICE_FILTER_LABELS } from '@contract/recruiter/applicants';
import { SCORE_RESULT_LABELS } from '@contract/recruiter/assessment-scoring';
import { NativeSelect, SimpleGrid } from '@mantine/core';
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

/**
 * The applicants list's filters (status, certification, experience level, notice, the assessment's
 * result) and its order,
 * native selects with visible labels (keyboard and phone friendly); a change goes to the URL and
 * back to the first page.
 */
export function ApplicantsFilters({
  search,
  onChange,
}: {
  search: ApplicantsSearch;
  onChange: (next: ApplicantsSearch) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 6 }} spacing="sm" verticalSpacing="xs">
      {FILTERS.map((filter) => (
        <NativeSelect
          key={filter.name}
          label={filter.label}
          value={search[filter.name] ?? ''}
          data={[{ value: '', label: ALL }, ...filter.options]}
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
