import { SEARCH_TEXT_MAX } from '@contract/job-search-fields';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';

/** The search box's label and placeholder (issue 19). */
export const SEARCH_BOX_LABEL = 'Search jobs, skills, companies, cities';
/** Shown above the box (its placeholder is too faint to be its only label); the name begins with it. */
export const SEARCH_BOX_VISIBLE_LABEL = 'Search';

export interface JobSearchBoxProps {
  /** the words in the URL */
  value: string | undefined;
  /** new words ('' clears them); applied on Search or Enter, like the filters */
  onSearch: (words: string) => void;
}

/**
 * One search box above the filters of /jobpostings: free words matched against title, role,
 * skills, certifications, company and city, typos and RCM abbreviations forgiven (the server
 * ranks the answer). Applied on Enter or Search, never per keystroke.
 */
export function JobSearchBox({ value, onSearch }: JobSearchBoxProps) {
  const [draft, setDraft] = useState(value ?? '');
  // back, forward and a shared link change the URL: the box follows
  useEffect(() => setDraft(value ?? ''), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form aria-label="Search box" onSubmit={submit}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          label={SEARCH_BOX_VISIBLE_LABEL}
          aria-label={SEARCH_BOX_LABEL}
          placeholder={SEARCH_BOX_LABEL}
          type="search"
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_MAX}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Button type="submit" aria-label="Search jobs">
          Search
        </Button>
      </Group>
    </form>
  );
}
