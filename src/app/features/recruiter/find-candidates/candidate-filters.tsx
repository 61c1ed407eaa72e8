import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS, WORK_TYPES } from '@contract/candidate-record/options';
import { CERTIFICATION_FILTERS } from '@contract/recruiter/applicants';
import { FILTER_TEXT_MAX, NOTICE_MAX_CHOICES } from '@contract/recruiter/find-candidates';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { jobRolesQueryOptions } from '../api/get-job-roles';
import type { FindCandidatesSearch } from './find-candidates-search';

const ANY = { value: '', label: 'Any' };
const CERTIFICATION_LABELS = { certified: 'Certified', not_certified: 'Not certified' } as const;
const noticeLabel = (days: number) => (days === 0 ? 'Immediate' : `At most ${days} days`);
const MIN_YEARS = [1, 2, 3, 5, 8, 10];

/**
 * Find candidates' filters (issue 37 §3): role, certification, city, experience level and minimum
 * years, notice period (at most N days), work preference. Search puts them in the URL (page 1).
 */
export function CandidateFilters({
  search,
  onSearch,
}: {
  search: FindCandidatesSearch;
  onSearch: (next: FindCandidatesSearch) => void;
}) {
  const roles = useQuery(jobRolesQueryOptions());
  const [draft, setDraft] = useState(() => ({
    role: search.role ?? '',
    certification: search.certification ?? '',
    city: search.city ?? '',
    experience_level: search.experience_level ?? '',
    min_years: search.min_years === undefined ? '' : String(search.min_years),
    max_notice_days: search.max_notice_days === undefined ? '' : String(search.max_notice_days),
    work_preference: search.work_preference ?? '',
  }));
  const set = (name: keyof typeof draft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((before) => ({ ...before, [name]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pick = <T extends string>(options: readonly T[], value: string) => options.find((o) => o === value);
    onSearch({
      role: draft.role || undefined,
      certification: pick(CERTIFICATION_FILTERS, draft.certification),
      city: draft.city.trim() || undefined,
      experience_level: pick(EXPERIENCE_LEVELS, draft.experience_level),
      min_years: draft.min_years === '' ? undefined : Number(draft.min_years),
      max_notice_days: draft.max_notice_days === '' ? undefined : Number(draft.max_notice_days),
      work_preference: pick(WORK_TYPES, draft.work_preference),
      page: undefined,
    });
  };
  const roleNames = roles.data ?? [];
  return (
    <form onSubmit={submit} aria-label="Filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <NativeSelect
          label="Role"
          value={draft.role}
          onChange={set('role')}
          data={[ANY, ...(draft.role && !roleNames.includes(draft.role) ? [draft.role] : []), ...roleNames]}
        />
        <NativeSelect
          label="Certification"
          value={draft.certification}
          onChange={set('certification')}
          data={[
            ANY,
            ...CERTIFICATION_FILTERS.map((value) => ({ value, label: CERTIFICATION_LABELS[value] })),
          ]}
        />
        <TextInput
          label="City"
          value={draft.city}
          maxLength={FILTER_TEXT_MAX}
          onChange={set('city')}
          placeholder="e.g. Chennai"
        />
        <NativeSelect
          label="Experience level"
          value={draft.experience_level}
          onChange={set('experience_level')}
          data={[
            ANY,
            ...EXPERIENCE_LEVELS.map((value) => ({ value, label: EXPERIENCE_LEVEL_LABELS[value] })),
          ]}
        />
        <NativeSelect
          label="Experience of at least"
          value={draft.min_years}
          onChange={set('min_years')}
          data={[
            ANY,
            ...MIN_YEARS.map((years) => ({
              value: String(years),
              label: `${years} ${years === 1 ? 'year' : 'years'}`,
            })),
          ]}
        />
        <NativeSelect
          label="Notice period"
          value={draft.max_notice_days}
          onChange={set('max_notice_days')}
          data={[
            ANY,
            ...NOTICE_MAX_CHOICES.map((days) => ({ value: String(days), label: noticeLabel(days) })),
          ]}
        />
        <NativeSelect
          label="Work preference"
          value={draft.work_preference}
          onChange={set('work_preference')}
          data={[ANY, ...WORK_TYPES]}
        />
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit">Search</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft({
              role: '',
              certification: '',
              city: '',
              experience_level: '',
              min_years: '',
              max_notice_days: '',
              work_preference: '',
            });
            onSearch({});
          }}
        >
          Clear filters
        </Button>
      </Group>
    </form>
  );
}
