import type { OnboardingLists } from '@contract/lists';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client';
import { DataAgeNote } from '../ui/data-age-note';
import { FormAlert } from '../ui/form-alert';
import { onboardingListsQueryOptions } from './api/get-onboarding-lists';

export const LOADING_OPTIONS = 'Loading options...';

/** A lists failure: the server's message, else the screen's text from §8. */
export function listsFailureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * A step's option lists (one persisted query): 'Loading options...' while they load, the screen's
 * failure text when they cannot be had, else the form with them (and, offline, how old they are).
 */
export function ListsGate({
  fallback,
  children,
}: {
  fallback: string;
  children: (lists: OnboardingLists) => ReactNode;
}) {
  const lists = useQuery(onboardingListsQueryOptions());
  if (lists.data) {
    return (
      <>
        <DataAgeNote updatedAt={lists.dataUpdatedAt} failureReason={lists.failureReason} what="the options" />
        {children(lists.data)}
      </>
    );
  }
  if (lists.isError || lists.fetchStatus === 'paused') {
    return <FormAlert message={listsFailureText(lists.error, fallback)} />;
  }
  return <Text role="status">{LOADING_OPTIONS}</Text>;
}

/** A list's names, with the special 'Other' last if the server's list lacks it. */
export function namesWithOther(items: readonly { name: string }[], other = 'Other'): string[] {
  const names = items.map((item) => item.name);
  return names.includes(other) ? names : [...names, other];
}

/**
 * The options to show: `options`, plus every chosen name they lack (a saved name no longer in the
 * list is shown, chosen, and kept on save), placed before a trailing 'Other'.
 */
export function withChosen(options: readonly string[], chosen: readonly string[], other = 'Other'): string[] {
  const missing = [...new Set(chosen)].filter((name) => name !== '' && !options.includes(name));
  if (missing.length === 0) return [...options];
  const last = options.at(-1) === other;
  const head = last ? options.slice(0, -1) : [...options];
  return last ? [...head, ...missing, other] : [...head, ...missing];
}
