import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { refetchUnlessJustFetched } from '@app/api/refetch-on-mount';
import { dayLabel } from '@app/ui/application-timeline';
import { DataAgeNote } from '@app/ui/data-age-note';
import {
  NO_SIGHTINGS,
  PROFILE_SIGHTING_LABELS,
  profileSightings,
  SIGHTINGS_FAILED,
  WHO_SAW_MY_PROFILE,
} from '@contract/profile-sightings';
import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

/** GET /candidates/profile_sightings, kept on the phone (the profile root is persisted). */
const sightingsQueryOptions = () =>
  readQueryOptions(profileSightings, [QUERY_ROOTS.profile, 'sightings'] as const, {
    refetchOnMount: refetchUnlessJustFetched,
  });

/** 'on 3 Nov 2026', or 'from 3 Nov 2026 to 20 Nov 2026'. */
function when(first: string, last: string): string {
  const [from, to] = [dayLabel(first) ?? '', dayLabel(last) ?? ''];
  return from === to ? `on ${to}` : `from ${from} to ${to}`;
}

/**
 * Who saw my profile (issue 37 §3; `#who-saw-my-profile`): each company that viewed the
 * application, downloaded the resume or saw the phone and e-mail, with the dates, the latest
 * first. Opens offline from what this phone saved, with its age.
 */
export function WhoSawMyProfile() {
  const query = useQuery(sightingsQueryOptions());
  const sightings = query.data?.sightings ?? [];
  return (
    <Paper withBorder p="md" radius="md" id="who-saw-my-profile">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {WHO_SAW_MY_PROFILE}
        </Title>
        <DataAgeNote updatedAt={query.dataUpdatedAt} failureReason={query.failureReason} what="this list" />
        {query.isPending ? <Loader size="sm" aria-label="Loading" /> : null}
        {query.isError && !query.data ? <Text size="sm">{SIGHTINGS_FAILED}</Text> : null}
        {query.data && sightings.length === 0 ? <Text size="sm">{NO_SIGHTINGS}</Text> : null}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sightings.map((sighting) => (
            <li key={`${sighting.company_name} ${sighting.kind}`}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {sighting.company_name}
              </Text>
              <Text size="xs" c="dark.6">
                {PROFILE_SIGHTING_LABELS[sighting.kind]} {when(sighting.first_at, sighting.last_at)}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
