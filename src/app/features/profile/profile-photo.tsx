import { apiAssetUrl } from '@app/api/client';
import { dashboardQueryKey } from '@app/api/get-dashboard';
import { useOnline } from '@app/api/reachability';
import { getToken, getUserDetails, setUserDetails } from '@app/session';
import { notify } from '@app/ui/notify';
import { PHOTO_RADIUS } from '@app/ui/photo-shape';
import { UploadModal } from '@app/ui/upload-modal';
import type { DashboardResult } from '@contract/dashboard';
import { PICTURE_REMOVED, PICTURE_UPDATED } from '@contract/profile';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload, IconUser } from '@tabler/icons-react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { profileDetailsQueryKey } from './api/get-profile-details';
import { removeProfilePicture, uploadProfilePicture } from './api/update-profile-picture';
import { profilePhotoRule } from './edit-profile/edit-profile-schema';
import {
  failureMessage,
  PHOTO_NEEDS_NETWORK,
  PICTURE_REMOVE_FAILED,
  PICTURE_UPDATE_FAILED,
  type ProfileDetails,
  UNKNOWN_ERROR,
} from './profile-texts';

/** The hint of the photo on Edit Profile (§5, §9: JPG or PNG, under 2MB). */
export const EDIT_PHOTO_HINT = 'JPG or PNG, less than 2MB';

/**
 * The saved photo's new path (null after a removal) everywhere the app shows it: the cached
 * profile, the cached dashboard the header's avatar reads, and the stored user details.
 */
export function applyProfilePicture(queryClient: QueryClient, path: string | null): void {
  queryClient.setQueryData<ProfileDetails>(profileDetailsQueryKey(), (old) =>
    old
      ? {
          ...old,
          user_details: { ...old.user_details, profile_picture: path },
          profile: old.profile ? { ...old.profile, profile_picture: path } : old.profile,
        }
      : old,
  );
  queryClient.setQueryData<DashboardResult>(dashboardQueryKey(), (old) =>
    old ? { ...old, user_details: { ...old.user_details, profile_picture: path } } : old,
  );
  if (getToken()) setUserDetails({ ...(getUserDetails() ?? {}), profile_picture: path });
}

/**
 * The profile photo of Edit Profile (§2, §4): a chosen photo uploads at once (POST
 * /candidates/profile_picture) and shows meanwhile; a failure clears that preview. Delete Picture
 * is enabled only while a photo exists. Both need the network and say so.
 */
export function ProfilePhoto({ picture }: { picture: string | null }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [choosing, setChoosing] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const upload = async (file: File) => {
    setPreview(URL.createObjectURL(file));
    setBusy('upload');
    try {
      const answer = await uploadProfilePicture(file);
      applyProfilePicture(queryClient, answer.result.profile_picture);
      notify.success(PICTURE_UPDATED);
    } catch (error) {
      notify.error(`${PICTURE_UPDATE_FAILED}${failureMessage(error, UNKNOWN_ERROR)}`);
    } finally {
      setPreview(null);
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      await removeProfilePicture();
      applyProfilePicture(queryClient, null);
      notify.success(PICTURE_REMOVED);
    } catch (error) {
      notify.error(`${PICTURE_REMOVE_FAILED}${failureMessage(error, UNKNOWN_ERROR)}`);
    } finally {
      setBusy(null);
    }
  };

  const shown = preview ?? apiAssetUrl(picture);
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" component="div">
        Profile Photo
      </Text>
      <Group gap="md" wrap="wrap">
        <Avatar
          src={shown}
          size={80}
          radius={PHOTO_RADIUS}
          alt={shown ? 'Profile photo' : undefined}
          color="gray"
        >
          <IconUser aria-hidden="true" />
        </Avatar>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            onClick={() => setChoosing(true)}
            loading={busy === 'upload'}
            disabled={!online || busy !== null}
          >
            Change Picture
          </Button>
          <Button
            variant="outline"
            color="red"
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => void remove()}
            loading={busy === 'remove'}
            disabled={!picture || !online || busy !== null}
          >
            Delete Picture
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dark.5">
        {online ? EDIT_PHOTO_HINT : PHOTO_NEEDS_NETWORK}
      </Text>
      <UploadModal
        opened={choosing}
        title="Upload Image"
        rule={profilePhotoRule}
        hint={EDIT_PHOTO_HINT}
        onClose={() => setChoosing(false)}
        onSave={(file) => {
          setChoosing(false);
          void upload(file);
        }}
      />
    </Stack>
  );
}
