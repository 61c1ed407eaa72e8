import { ProfileSections } from '@app/candidate-record/profile-view/profile-sections';
import { DataAgeNote } from '@app/ui/data-age-note';
import { ButtonLink } from '@app/ui/links';
import { Container, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { profileDetailsQueryOptions } from './api/get-profile-details';
import { ProfileQueryState } from './profile-query-state';
import { MY_PROFILE_HEADING } from './profile-texts';

/**
 * /view-profile (§2 My Profile): the five sections, read-only, with Edit to /edit-profile. Loading,
 * 'Error: ' plus the message (§8); offline it shows the profile saved on this phone and its age.
 */
export function ViewProfileScreen() {
  const query = useQuery(profileDetailsQueryOptions());
  const profile = query.data;
  let body: ReactNode;
  if (profile) body = <ProfileSections profile={profile} />;
  else body = <ProfileQueryState query={query} />;
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h2">
            {MY_PROFILE_HEADING}
          </Title>
          <ButtonLink to="/edit-profile">Edit</ButtonLink>
        </Group>
        {profile && (
          <DataAgeNote
            updatedAt={query.dataUpdatedAt}
            failureReason={query.failureReason}
            what="your profile"
          />
        )}
        {body}
      </Stack>
    </Container>
  );
}
