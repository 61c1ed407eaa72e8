import { Text } from '@mantine/core';
import { NO_JOBS_MATCH, SEARCH_IN_ENGLISH_LETTERS, SEARCH_WORDS_HELP } from './job-texts';

/** Words in Devanagari (the job posts are in English letters). */
const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * The search's empty state (issue 22): the spec's 'No jobs found matching your criteria.' and,
 * when words were typed, the words the search understands (and, for words in Devanagari, to type
 * in English letters), not a bare 'no jobs'.
 */
export function SearchEmptyState({ words }: { words: string | undefined }) {
  const typed = words?.trim() ?? '';
  return (
    <>
      <Text c="dark.6">{NO_JOBS_MATCH}</Text>
      {DEVANAGARI.test(typed) ? <Text c="dark.6">{SEARCH_IN_ENGLISH_LETTERS}</Text> : null}
      {typed === '' ? null : (
        <Text c="dark.6" size="sm">
          {SEARCH_WORDS_HELP}
        </Text>
      )}
    </>
  );
}
