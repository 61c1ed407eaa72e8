import { getUserId } from '@app/session';
import {
  ANSWER_QUEUED,
  answerContactRequest,
  CONTACT_ANSWER_FAILED,
  type ContactShare,
  contactSharing,
  withdrawContactShare,
} from '@contract/contact-sharing';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from './call';
import { ApiError } from './client';
import { QUERY_ROOTS } from './query-keys';
import { queuedCall } from './queued-call';
import { readQueryOptions } from './read-query';
import { refetchUnlessJustFetched } from './refetch-on-mount';

/**
 * The candidate's contact sharing (issue 37 §3), read by the settings' Contact sharing and the
 * chat's question: GET /candidates/contact_sharing, kept on the phone (the profile root is
 * persisted); the answer goes through the write queue (outbox kind contact_answer, applied once),
 * the question leaving the list at once; a withdrawal needs the network.
 */
export const contactSharingQueryKey = () => [QUERY_ROOTS.profile, 'contact-sharing'] as const;
export const contactSharingQueryOptions = () =>
  readQueryOptions(contactSharing, contactSharingQueryKey(), { refetchOnMount: refetchUnlessJustFetched });

type Shares = { shares: ContactShare[] };

/** Share (true) or Not now (false); answers whether the write waits in the outbox. */
export async function answerContactQuestion(
  queryClient: QueryClient,
  question: ContactShare,
  share: boolean,
): Promise<{ queued: boolean }> {
  const userId = getUserId();
  const outcome = await queuedCall(
    answerContactRequest,
    { company_id: question.company_id, share },
    {
      outbox:
        userId === null
          ? undefined
          : { kind: 'contact_answer', job_id: 0, title: question.company_name, user_id: String(userId) },
    },
  );
  queryClient.setQueryData<Shares>(contactSharingQueryKey(), (old) =>
    outcome.queued
      ? old && {
          shares: old.shares.flatMap((item) =>
            item.company_id !== question.company_id
              ? [item]
              : share
                ? [{ ...item, state: 'shared' as const }]
                : [],
          ),
        }
      : outcome.answer.result,
  );
  return { queued: outcome.queued };
}

/** Withdraws the share with a company (needs the network). */
export async function withdrawContact(queryClient: QueryClient, companyId: number): Promise<void> {
  const answer = await call(withdrawContactShare, { company_id: companyId });
  queryClient.setQueryData<Shares>(contactSharingQueryKey(), answer.result);
}

/**
 * The answer as the screens send it: `answer` resolves with the words to say beside the question
 * (a failure) or null; `note` is what to say once it left the list (queued for later).
 */
export function useContactAnswer(queryClient: QueryClient) {
  const [note, setNote] = useState<string | null>(null);
  const answer = async (question: ContactShare, share: boolean): Promise<string | null> => {
    try {
      const { queued } = await answerContactQuestion(queryClient, question, share);
      setNote(queued ? ANSWER_QUEUED : null);
      return null;
    } catch (error) {
      return error instanceof ApiError && error.serverMessage ? error.serverMessage : CONTACT_ANSWER_FAILED;
    }
  };
  return { answer, note };
}
