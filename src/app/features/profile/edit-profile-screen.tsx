import '@app/candidate-record/record-styles';
import { ApiError } from '@app/api/client';
import { dashboardQueryKey } from '@app/api/get-dashboard';
import { useOnline } from '@app/api/reachability';
import { citiesQueryOptions } from '@app/candidate-record/api/get-cities';
import { employmentReferenceYear } from '@app/candidate-record/employment/employment-schema';
import { ListsGate, withChosen } from '@app/candidate-record/lists-gate';
import { LookingForFields } from '@app/candidate-record/looking-for/looking-for-fields';
import type { LookingForValues } from '@app/candidate-record/looking-for/looking-for-schema';
import {
  LocationFields,
  WillingnessFields,
} from '@app/candidate-record/profile-overview/work-preference-fields';
import { ProfileSection } from '@app/candidate-record/profile-view/profile-section';
import { clearDraft, loadDraft, saveDraft } from '@app/offline/step-draft';
import { Breadcrumbs } from '@app/ui/breadcrumbs';
import { focusFirstInvalid } from '@app/ui/focus-first-invalid';
import { FormAlert } from '@app/ui/form-alert';
import { LazySuccessModal } from '@app/ui/lazy-success-modal';
import { notify } from '@app/ui/notify';
import { SUCCESS_MODAL_MS } from '@contract/limits';
import type { OnboardingLists } from '@contract/lists';
import { PROFILE_UPDATED } from '@contract/profile';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconWifiOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { profileDetailsQueryKey, profileDetailsQueryOptions } from './api/get-profile-details';
import { saveProfileDetails } from './api/save-profile-details';
import { type ContactChange, useContactVerification } from './contact-verification';
import {
  CHECK_ALL_FIELDS,
  profileDocumentRule,
  validateEditProfile,
} from './edit-profile/edit-profile-schema';
import {
  type EditProfileValues,
  editProfileDraft,
  editProfileFromDetails,
  toProfileSaveInput,
} from './edit-profile/edit-profile-values';
import { EducationEntries } from './edit-profile/education-entries';
import { EmploymentSection } from './edit-profile/employment-section';
import { ExperienceFields } from './edit-profile/experience-fields';
import { PersonalFields } from './edit-profile/personal-fields';
import { profileBlocks, withForcedProcess } from './edit-profile/profile-blocks';
import { ProfilePhoto } from './profile-photo';
import { ProfileQueryState } from './profile-query-state';
import {
  EDIT_OFFLINE,
  EDIT_PROFILE_BREADCRUMBS,
  EDIT_PROFILE_HEADING,
  failureMessage,
  PROFILE_UPDATE_FAILED,
  type ProfileDetails,
  SAVE_NEEDS_NETWORK,
  SECTION_TITLES,
  SHOWING_DRAFT,
  UNKNOWN_ERROR,
} from './profile-texts';

/** The local draft of Edit Profile (offline/step-draft.ts), kept until a save or Cancel. */
export const EDIT_PROFILE_DRAFT = '/edit-profile';
const OPTIONS_FAILED = 'Failed to fetch options';

/**
 * /edit-profile (§2 Edit Profile, breadcrumb Profile / Edit Profile): the five sections editable
 * with every block rule of §4 and every message of §5; Cancel back to /view-profile and Save
 * Changes. A changed e-mail or phone is proven with a one-time code first. Offline it says so,
 * keeps every edit in a local draft and does not save. `now` is the clock of the rules.
 */
export function EditProfileScreen({ now: clock }: { now?: Date } = {}) {
  const [now] = useState(() => clock ?? new Date());
  const query = useQuery(profileDetailsQueryOptions());
  const profile = query.data;
  let body: ReactNode;
  if (profile)
    body = (
      <ListsGate fallback={OPTIONS_FAILED}>
        {(lists) => (
          <EditProfileForm
            profile={profile}
            lists={lists}
            now={now}
            draft={loadDraft<EditProfileValues>(EDIT_PROFILE_DRAFT)}
          />
        )}
      </ListsGate>
    );
  else body = <ProfileQueryState query={query} />;
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Breadcrumbs items={EDIT_PROFILE_BREADCRUMBS} />
        <Title order={1} size="h2">
          {EDIT_PROFILE_HEADING}
        </Title>
        {body}
      </Stack>
    </Container>
  );
}

function EditProfileForm({
  profile,
  lists,
  now,
  draft,
}: {
  profile: ProfileDetails;
  lists: OnboardingLists;
  now: Date;
  /** the unsaved edits kept on this phone when the form opened, if any: shown instead of the saved profile */
  draft: EditProfileValues | null;
}) {
  // read once, as the form opens (the draft is rewritten at every change)
  const [opened] = useState(() => ({
    fromDraft: draft !== null,
    initial: draft ?? editProfileFromDetails(profile, lists),
  }));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [offlineRefusal, setOfflineRefusal] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const form = useProfileForm(opened.initial, now);
  const { values } = form;
  const blocks = profileBlocks(values);
  const err = (path: string) => form.errors[path] as string | undefined;
  const contacts = useContactVerification({
    savedEmail: profile.user_details.email,
    savedPhone: profile.user_details.phone_no,
    onVerified: () => submitRef.current?.click(),
  });

  const cities = useQuery(citiesQueryOptions());
  const cityNames = useMemo(
    () => withChosen(cities.data ?? [], [...values.preferredLocations, values.currentLocation]),
    [cities.data, values.preferredLocations, values.currentLocation],
  );

  /** Sets values through a rule of §4 and clears the errors of the fields it touched. */
  const apply = (next: EditProfileValues, ...paths: string[]) => {
    form.setValues(withForcedProcess(next));
    for (const path of paths) form.clearFieldError(path);
  };
  const applyLookingFor = (next: LookingForValues, ...fields: (keyof LookingForValues)[]) =>
    apply({ ...form.getValues(), lookingFor: next }, ...fields.map((field) => `lookingFor.${field}`));

  const save = async (checked: EditProfileValues) => {
    setOfflineRefusal(null);
    if (!online) {
      setOfflineRefusal(SAVE_NEEDS_NETWORK);
      return;
    }
    const change: ContactChange | null = contacts.pending(checked.email, checked.phone);
    if (change) {
      await contacts.start(change);
      return;
    }
    setSaving(true);
    try {
      await saveProfileDetails(toProfileSaveInput(checked, contacts.tokens(checked.email, checked.phone)));
      clearDraft(EDIT_PROFILE_DRAFT);
      contacts.forget();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileDetailsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey() }),
      ]);
      setSaved(true);
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.code === 'email_not_verified' || error.code === 'phone_not_verified')
      ) {
        contacts.forget();
      }
      notify.error(`${PROFILE_UPDATE_FAILED}${failureMessage(error, UNKNOWN_ERROR)}`, {
        autoClose: false,
        id: 'profile-update-failed',
      });
    } finally {
      setSaving(false);
    }
  };

  const submit = form.onSubmit(
    (checked) => void save(checked),
    () => {
      notify.error(CHECK_ALL_FIELDS, { id: 'check-all-fields' });
      void focusFirstInvalid();
    },
  );

  const cancel = () => {
    clearDraft(EDIT_PROFILE_DRAFT);
    void navigate({ to: '/view-profile' });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!online && (
          <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden="true" />} role="status">
            <Text size="sm" c="dark.8">
              {EDIT_OFFLINE}
            </Text>
          </Alert>
        )}

        {opened.fromDraft && (
          <Text size="sm" c="dark.6" role="status">
            {SHOWING_DRAFT}
          </Text>
        )}

        <ProfileSection title={SECTION_TITLES.personal}>
          <PersonalFields
            form={form}
            now={now}
            photo={<ProfilePhoto picture={profile.user_details.profile_picture} />}
          />
        </ProfileSection>

        <ProfileSection title={SECTION_TITLES.experience}>
          <ExperienceFields form={form} lists={lists} blocks={blocks} apply={apply} />
          <EmploymentSection
            form={form}
            lists={lists}
            blocks={blocks}
            referenceYear={employmentReferenceYear(now)}
          />
        </ProfileSection>

        <ProfileSection title={SECTION_TITLES.education}>
          <EducationEntries form={form} lists={lists} />
        </ProfileSection>

        <ProfileSection title={SECTION_TITLES.additional}>
          <LookingForFields
            values={values.lookingFor}
            latest={() => form.getValues().lookingFor}
            lists={lists}
            err={(field) => err(`lookingFor.${field}`)}
            apply={applyLookingFor}
            inputProps={(field) => form.getInputProps(`lookingFor.${field}`)}
            fileRule={profileDocumentRule}
            idPrefix="edit-"
            processLocked={blocks.processLocked}
            preferences={blocks.preferences}
            ehr={blocks.ehr}
          />
        </ProfileSection>

        <ProfileSection title={SECTION_TITLES.preferences}>
          <LocationFields
            form={form}
            cityNames={cityNames}
            preferredCount={values.preferredLocations.length}
            required={false}
          />
          <WillingnessFields form={form} />
        </ProfileSection>

        <FormAlert message={offlineRefusal} />
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" ref={submitRef} loading={saving}>
            Save Changes
          </Button>
        </Group>
      </Stack>

      {contacts.dialog}
      <LazySuccessModal
        opened={saved}
        title={PROFILE_UPDATED}
        autoCloseMs={SUCCESS_MODAL_MS}
        onDone={() => void navigate({ to: '/view-profile' })}
      />
    </form>
  );
}

/** The form: controlled, every rule on save, the date of birth also live, each change in the draft. */
function useProfileForm(initial: EditProfileValues, now: Date) {
  return useForm<EditProfileValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => validateEditProfile(values, now),
    validateInputOnChange: ['dateOfBirth'],
    clearInputErrorOnChange: true,
    onValuesChange: (values) => saveDraft(EDIT_PROFILE_DRAFT, editProfileDraft(values)),
  });
}
