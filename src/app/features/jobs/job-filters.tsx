import { ANY_FILTER_VALUE, JOB_FILTER_LABELS, JOB_FILTER_PLACEHOLDERS } from '@contract/job-filter-labels';
import { EXPECTED_CTC_BANDS, JOB_EXPERIENCE_LEVELS, JOB_FILTER_MAX } from '@contract/jobs';
import {
  Badge,
  Box,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { JobListSearch } from './job-list-search';

type FilterName = Exclude<keyof JobListSearch, 'page' | 'q' | 'sort' | 'new_since'>;

const LABELS: Record<FilterName, string> = JOB_FILTER_LABELS;
const PLACEHOLDERS: Partial<Record<FilterName, string>> = JOB_FILTER_PLACEHOLDERS;
const ANY = ANY_FILTER_VALUE;

export interface JobFiltersProps {
  value: JobListSearch;
  /** The filters this list takes (the saved and applied lists have no certificate type). */
  names: readonly FilterName[];
  /** A changed set of filters (page back to 1). */
  onSearch: (filters: Omit<JobListSearch, 'page'>) => void;
  /** Actions on the filters' row (beside the phone's 'Filters' toggle, so the list does not move down). */
  actions?: ReactNode;
  /** Clear: by default the filters are emptied through onSearch; a screen with search words clears those too. */
  onClear?: () => void;
}

/** The toggle of the filters at phone width. */
export const FILTERS_TOGGLE = 'Filters';

/** How many filters of the list are set. */
export function activeFilterCount(value: JobListSearch, names: readonly FilterName[]): number {
  return names.filter((name) => value[name] !== undefined && value[name] !== '').length;
}

/**
 * The filters of a job list (§2, §7), labelled; text filters apply on Search (or Enter), not per
 * keystroke, and the selects too, so one change of mind costs one call. Clear empties them. At
 * phone width they sit in a collapsible 'Filters' panel (closed at first, its button counting the
 * active filters) so the first job shows without scrolling; from `sm` up they are always shown.
 */
export function JobFilters({ value, names, onSearch, actions, onClear }: JobFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(value, names);
  const withoutPage = ({ page: _page, ...filters }: JobListSearch) => filters;
  const [draft, setDraft] = useState<Omit<JobListSearch, 'page'>>(withoutPage(value));
  // back, forward and a shared link change the URL: the form follows
  const key = JSON.stringify({ ...value, page: undefined });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised filters are the dependency
  useEffect(() => setDraft(withoutPage(value)), [key]);
  const set = (name: FilterName, text: string) =>
    setDraft((current) => ({ ...current, [name]: text || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = Object.fromEntries(
      Object.entries(draft).filter(([, text]) => typeof text === 'string' && text.trim() !== ''),
    ) as Omit<JobListSearch, 'page'>;
    onSearch(cleaned);
  };
  const field = (name: FilterName) => {
    if (name === 'exp_ctc' || name === 'experience_level') {
      const options = name === 'exp_ctc' ? EXPECTED_CTC_BANDS : JOB_EXPERIENCE_LEVELS;
      return (
        <NativeSelect
          key={name}
          label={LABELS[name]}
          value={draft[name] ?? ''}
          onChange={(event) => set(name, event.currentTarget.value)}
          data={[{ value: '', label: ANY }, ...options.map((option) => ({ value: option, label: option }))]}
        />
      );
    }
    return (
      <TextInput
        key={name}
        label={LABELS[name]}
        placeholder={PLACEHOLDERS[name]}
        maxLength={JOB_FILTER_MAX}
        value={draft[name] ?? ''}
        onChange={(event) => set(name, event.currentTarget.value)}
      />
    );
  };
  const form = (
    <form onSubmit={submit} aria-label="Filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {names.map(field)}
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit">Search</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft({});
            if (onClear) onClear();
            else onSearch({});
          }}
        >
          Clear
        </Button>
      </Group>
    </form>
  );
  return (
    <Box>
      <Group wrap="nowrap" gap="xs" justify="flex-end" mb={actions ? { base: 0, sm: 'sm' } : 0}>
        <Button
          hiddenFrom="sm"
          variant="default"
          fullWidth
          style={{ flex: 1 }}
          justify="space-between"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: open ? 'rotate(180deg)' : undefined }}
            />
          }
        >
          {FILTERS_TOGGLE}
          {active > 0 ? (
            // named 'Filters 2 active': the visible words first, as a voice user says them
            <Badge ml="xs" size="sm" variant="filled" color="brand">
              {active}
              <VisuallyHidden> active</VisuallyHidden>
            </Badge>
          ) : null}
        </Button>
        {actions}
      </Group>
      <Box id={panelId} visibleFrom={open ? undefined : 'sm'} mt={{ base: open ? 'sm' : 0, sm: 0 }}>
        {form}
      </Box>
    </Box>
  );
}
