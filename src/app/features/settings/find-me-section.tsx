import { DataAgeNote } from '@app/ui/data-age-note';
import { FormAlert } from '@app/ui/form-alert';
import { QueryStates } from '@app/ui/query-states';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { connectRequestsQueryOptions, discoverabilityQueryOptions, setFindable } from './api/find-me';
import { ConnectRequestList } from './connect-request-list';
import { NOT_QUEUED, settingsFailureText } from './settings-failure';
import {
  FIND_ME_FAILED,
  FIND_ME_HEADING,
  FIND_ME_LABEL,
  FIND_ME_LOADING,
  FIND_ME_MEANING,
  FIND_ME_NEEDS_NETWORK,
  FIND_ME_WHAT,
  LOADING_REQUESTS,
  REQUESTS_FAILED,
  REQUESTS_HEADING,
  REQUESTS_NOT_ON_DEVICE,
} from './settings-texts';

/** The section's anchor: the 'connect' notification links to /settings#connect-requests. */
const ANCHOR = 'connect-requests';

/**
 * Let recruiters find me (issue 37 §3), off by default, with what it means, and the requests to
 * connect verified companies sent (connect-request-list.tsx). Both open offline as last seen,
 * with their age; a change or an answer needs the network and says so plainly.
 */
export function FindMeSection() {
  const queryClient = useQueryClient();
  const setting = useQuery(discoverabilityQueryOptions());
  const requests = useQuery(connectRequestsQueryOptions());
  const heading = useRef<HTMLHeadingElement>(null);
  const change = useMutation({
    mutationFn: setFindable,
    networkMode: NOT_QUEUED,
    onSuccess: (saved) => queryClient.setQueryData(discoverabilityQueryOptions().queryKey, saved),
  });
  // opened from the 'connect' notification: the requests brought into view once drawn
  const hasRequests = requests.data !== undefined;
  useEffect(() => {
    if (hasRequests && window.location.hash === `#${ANCHOR}`) heading.current?.scrollIntoView();
  }, [hasRequests]);

  const findable = change.isPending ? change.variables : (setting.data?.findable ?? false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="find-me-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="find-me-heading">
          {FIND_ME_HEADING}
        </Title>
        <Switch
          label={FIND_ME_LABEL}
          aria-describedby="find-me-meaning"
          checked={findable}
          disabled={!setting.data}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
        />
        <Text size="sm" id="find-me-meaning">
          {FIND_ME_MEANING}
        </Text>
        {setting.data ? null : (
          <QueryStates
            query={setting}
            texts={{
              failed: FIND_ME_FAILED,
              notOnDevice: REQUESTS_NOT_ON_DEVICE,
              loading: FIND_ME_LOADING,
              what: FIND_ME_WHAT,
            }}
          />
        )}
        {change.isError ? (
          <FormAlert message={settingsFailureText(change.error, FIND_ME_NEEDS_NETWORK, FIND_ME_FAILED)} />
        ) : null}
        {setting.data ? (
          <DataAgeNote
            updatedAt={setting.dataUpdatedAt}
            failureReason={setting.failureReason}
            what={FIND_ME_WHAT}
          />
        ) : null}
        <Title order={3} size="h5" id={ANCHOR} ref={heading} tabIndex={-1}>
          {REQUESTS_HEADING}
        </Title>
        {requests.data ? (
          <ConnectRequestList requests={requests.data.requests} />
        ) : (
          <QueryStates
            query={requests}
            texts={{
              failed: REQUESTS_FAILED,
              notOnDevice: REQUESTS_NOT_ON_DEVICE,
              loading: LOADING_REQUESTS,
              what: 'your requests to connect',
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
