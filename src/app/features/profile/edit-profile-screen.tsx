import '../onboarding/onboarding-styles';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import {
  NAME_MAX,
  ONBOARDING_TEXT_MAX,
  PHONE_DIGITS,
  PHONE_PREFIX,
  SUCCESS_MODAL_MS,
} from '../../../contract/limits';
import type { OnboardingLists } from '../../../contract/lists';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_TYPES,
  type AvailabilityType,
  EDUCATION_LEVELS,
  type EducationLevel,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  FRESHER_CERTIFICATE_TYPES,
  FRESHER_TYPE_LABELS,
  type FresherCertificateType,
  MANAGER_ROLES,
  type ManagerRole,
  OTHER_OPTION,
  PROCESS_LABELS,
  PROCESS_TYPES,
  SALARY_RANGES,
  WORK_TYPES,
} from '../../../contract/onboarding';
import { PROFILE_UPDATED } from '../../../contract/profile';
import { ApiError } from '../../api/client';
import { clearDraft, loadDraft, saveDraft } from '../../offline/step-draft';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { FormAlert } from '../../ui/form-alert';
import { LazySuccessModal } from '../../ui/lazy-success-modal';
import { notify } from '../../ui/notify';
import { TitledBlock } from '../../ui/titled-block';
import { dashboardQueryKey } from '../dashboard/api/get-dashboard';
import { citiesQueryOptions } from '../onboarding/api/get-cities';
import { chooseCertificateType, chooseInstitute } from '../onboarding/certification-details-schema';
import { ChecklistWithOther } from '../onboarding/checklist-with-other';
import { CodingCertifiedChoice } from '../onboarding/coding-certified-choice';
import { DocumentField } from '../onboarding/document-field';
import { chooseEducation, chooseInstitution, filterYearInput } from '../onboarding/education-schema';
import { EhrMultiSelect } from '../onboarding/ehr-multi-select';
import {
  employmentReferenceYear,
  employmentYears,
  emptyEntry,
  setCurrent,
} from '../onboarding/employment-schema';
import { EmploymentBlock } from '../onboarding/employment-screen';
import { GenderAndBirthDateFields } from '../onboarding/gender-and-birth-date-fields';
import { ListsGate, namesWithOther } from '../onboarding/lists-gate';
import {
  chooseCertificationType,
  chooseCertified,
  type LookingForValues,
  setEhrSystems,
  setNonVoiceOptions,
  setSpecializations,
  setVoiceOptions,
  toggleProcess,
} from '../onboarding/looking-for-schema';
import { profileDetailsQueryKey, profileDetailsQueryOptions } from './api/get-profile-details';
import { saveProfileDetails } from './api/save-profile-details';
import { type ContactChange, useContactVerification } from './contact-verification';
import {
  CHECK_ALL_FIELDS,
  filterDigits,
  profileDocumentRule,
  validateEditProfile,
} from './edit-profile-schema';
import {
  type EditProfileValues,
  type EducationEntryValues,
  editProfileDraft,
  editProfileFromDetails,
  emptyEducationEntry,
  toProfileSaveInput,
} from './edit-profile-values';
import { profileBlocks, withForcedProcess } from './profile-blocks';
import { ProfilePhoto } from './profile-photo';
import { ProfileQueryState } from './profile-query-state';
import { ProfileSection } from './profile-section';
import {
  EDIT_OFFLINE,
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
const BREADCRUMBS = [{ label: 'Profile', to: '/view-profile' }, { label: 'Edit Profile' }] as const;
const OPTIONS_FAILED = 'Failed to fetch options';
const LEVELS = EDUCATION_LEVELS.map((level) => level.name);

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
        <Breadcrumbs items={BREADCRUMBS} />
        <Title order={1} size="h2">
          Edit Profile
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
  const { online } = useNetwork();
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

  const referenceYear = employmentReferenceYear(now);
  const years = useMemo(() => employmentYears(referenceYear), [referenceYear]);
  const cities = useQuery(citiesQueryOptions());
  const cityNames = useMemo(() => {
    const names = new Set(cities.data ?? []);
    for (const name of values.preferredLocations) names.add(name);
    if (values.currentLocation) names.add(values.currentLocation);
    return [...names];
  }, [cities.data, values.preferredLocations, values.currentLocation]);
  const companyOptions = useMemo(() => {
    const names = new Set(lists.companies.map((company) => company.name));
    for (const entry of values.employment.entries) if (entry.company) names.add(entry.company);
    names.delete(OTHER_OPTION);
    return [...names, OTHER_OPTION];
  }, [lists.companies, values.employment.entries]);
  const voiceOptions = lists.subCategories.filter((item) => item.category_id === 1).map((item) => item.name);
  const nonVoiceOptions = lists.subCategories
    .filter((item) => item.category_id === 2)
    .map((item) => item.name);

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
    () => notify.error(CHECK_ALL_FIELDS, { id: 'check-all-fields' }),
  );

  const cancel = () => {
    clearDraft(EDIT_PROFILE_DRAFT);
    void navigate({ to: '/view-profile' });
  };

  const setEntries = (entries: EditProfileValues['employment']['entries']) =>
    form.setFieldValue('employment.entries', entries);

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
          <ProfilePhoto picture={profile.user_details.profile_picture} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First Name"
              withAsterisk
              autoComplete="given-name"
              maxLength={NAME_MAX}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last Name"
              withAsterisk
              autoComplete="family-name"
              maxLength={NAME_MAX}
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label="Phone Number"
              withAsterisk
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              leftSection={<Text size="sm">{PHONE_PREFIX}</Text>}
              leftSectionWidth={44}
              {...form.getInputProps('phone')}
              onChange={(event) =>
                form.setFieldValue('phone', filterDigits(event.currentTarget.value, PHONE_DIGITS))
              }
            />
            <TextInput
              label="Email ID"
              withAsterisk
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <Text size="xs" c="dark.5">
            A new phone number or e-mail is confirmed with a one-time code when you save.
          </Text>
          <GenderAndBirthDateFields form={form} now={now} />
          {values.links.map((_, index) => (
            <TextInput
              // the list keeps at least one link; the contract holds one (the LinkedIn URL)
              // biome-ignore lint/suspicious/noArrayIndexKey: the links have no identity of their own
              key={index}
              label="LinkedIn URL"
              placeholder="https://www.linkedin.com/in/your-name"
              type="url"
              autoComplete="url"
              {...form.getInputProps(`links.${index}`)}
            />
          ))}
          <DocumentField
            label="Resume (optional)"
            buttonLabel="Upload Resume"
            modalTitle="Upload Resume"
            rule={profileDocumentRule}
            fileName={values.resume?.name ?? (values.savedResumeName || null)}
            error={err('resume')}
            onFile={(file) => {
              form.setValues({ resume: file, resumeChanged: true });
              form.clearFieldError('resume');
            }}
            onRemove={() => form.setValues({ resume: null, savedResumeName: '', resumeChanged: true })}
          />
        </ProfileSection>

        <ProfileSection title={SECTION_TITLES.experience}>
          <Radio.Group
            label="Experience Level"
            withAsterisk
            value={values.level}
            onChange={(level) => apply({ ...form.getValues(), level: level as ExperienceLevel }, 'level')}
            error={err('level')}
          >
            <Group gap="md" mt="xs">
              {EXPERIENCE_LEVELS.map((level) => (
                <Radio key={level} value={level} label={EXPERIENCE_LEVEL_LABELS[level]} />
              ))}
            </Group>
          </Radio.Group>

          {blocks.fresherType && (
            <Radio.Group
              label="Qualification"
              withAsterisk
              value={values.fresherType}
              onChange={(type) =>
                apply({ ...form.getValues(), fresherType: type as FresherCertificateType }, 'fresherType')
              }
              error={err('fresherType')}
            >
              <Group gap="md" mt="xs">
                {FRESHER_CERTIFICATE_TYPES.map((type) => (
                  <Radio key={type} value={type} label={FRESHER_TYPE_LABELS[type]} />
                ))}
              </Group>
            </Radio.Group>
          )}

          {blocks.fresherCertificate && <FresherCertificate form={form} lists={lists} err={err} />}

          {blocks.yearsAndMonths && (
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="Years of Experience"
                withAsterisk
                inputMode="numeric"
                autoComplete="off"
                {...form.getInputProps('years')}
                onChange={(event) => form.setFieldValue('years', filterDigits(event.currentTarget.value, 4))}
              />
              <TextInput
                label="Months of Experience"
                withAsterisk
                inputMode="numeric"
                autoComplete="off"
                {...form.getInputProps('months')}
                onChange={(event) => form.setFieldValue('months', filterDigits(event.currentTarget.value, 3))}
              />
            </SimpleGrid>
          )}

          {blocks.experienceAt && (
            <>
              <Select
                label="Experience at"
                withAsterisk
                placeholder="Select role"
                data={MANAGER_ROLES}
                allowDeselect={false}
                value={values.managerRole || null}
                onChange={(role) =>
                  apply(
                    {
                      ...form.getValues(),
                      managerRole: (role ?? '') as ManagerRole,
                      otherManagerRole: role === OTHER_OPTION ? values.otherManagerRole : '',
                    },
                    'managerRole',
                  )
                }
                error={err('managerRole')}
              />
              {values.managerRole === OTHER_OPTION && (
                <TextInput
                  label="Role description"
                  withAsterisk
                  maxLength={ONBOARDING_TEXT_MAX}
                  {...form.getInputProps('otherManagerRole')}
                />
              )}
            </>
          )}

          {blocks.companies && (
            <Stack gap="sm">
              {values.employment.entries.map((entry, index) => (
                <EmploymentBlock
                  key={entry.key}
                  index={index}
                  entry={entry}
                  companyOptions={companyOptions}
                  years={years}
                  errorOf={(field) => err(`employment.entries.${index}.${field}`)}
                  onChange={(next, changed) => {
                    setEntries(values.employment.entries.map((item, at) => (at === index ? next : item)));
                    for (const field of changed) form.clearFieldError(`employment.entries.${index}.${field}`);
                  }}
                  onCurrent={(current) => {
                    setEntries(setCurrent(values.employment.entries, index, current));
                    form.clearFieldError(`employment.entries.${index}.toMonth`);
                    form.clearFieldError(`employment.entries.${index}.toYear`);
                  }}
                  onRemove={
                    values.employment.entries.length > 1
                      ? () => form.removeListItem('employment.entries', index)
                      : undefined
                  }
                />
              ))}
              <Group>
                <Button
                  variant="light"
                  onClick={() => form.insertListItem('employment.entries', emptyEntry())}
                >
                  Add Company
                </Button>
              </Group>
            </Stack>
          )}

          {blocks.currentEmployment && (
            <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fw={700}>
                Current Employment
              </Text>
              <Radio.Group
                label="Availability"
                value={values.employment.availability}
                onChange={(value) => {
                  form.setFieldValue('employment.availability', value as AvailabilityType);
                  form.clearFieldError('employment.noticeDays');
                }}
              >
                <Group gap="lg" mt="xs">
                  {AVAILABILITY_TYPES.map((type) => (
                    <Radio key={type} value={type} label={AVAILABILITY_LABELS[type]} />
                  ))}
                </Group>
              </Radio.Group>
              {blocks.noticeDays && (
                <TextInput
                  label="Notice period (days)"
                  placeholder="0 to 180"
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.getInputProps('employment.noticeDays')}
                  onChange={(event) =>
                    form.setFieldValue('employment.noticeDays', filterDigits(event.currentTarget.value, 4))
                  }
                />
              )}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Select
                  label="Current CTC"
                  placeholder="Select range"
                  data={SALARY_RANGES}
                  allowDeselect={false}
                  {...form.getInputProps('employment.currentCtc')}
                  value={values.employment.currentCtc || null}
                />
                <Select
                  label="Expected CTC"
                  placeholder="Select range"
                  data={SALARY_RANGES}
                  allowDeselect={false}
                  {...form.getInputProps('employment.expectedCtc')}
                  value={values.employment.expectedCtc || null}
                />
              </SimpleGrid>
            </Stack>
          )}
        </ProfileSection>

        <ProfileSection title={SECTION_TITLES.education}>
          {values.educations.length === 0 && <Text size="sm">No education added yet.</Text>}
          {values.educations.map((item, index) => (
            <EducationBlock
              key={item.key}
              index={index}
              item={item}
              lists={lists}
              err={(field) => err(`educations.${index}.${field}`)}
              onChange={(next, ...fields) => {
                form.setFieldValue(`educations.${index}`, next);
                for (const field of fields) form.clearFieldError(`educations.${index}.${field}`);
              }}
              onRemove={() => form.removeListItem('educations', index)}
            />
          ))}
          <Group>
            <Button variant="light" onClick={() => form.insertListItem('educations', emptyEducationEntry())}>
              Add Education
            </Button>
          </Group>
        </ProfileSection>

        <ProfileSection title={SECTION_TITLES.additional}>
          <div>
            <Text id="edit-process-label" fw={500} size="sm" mb={6}>
              Process
            </Text>
            <Group gap="sm" role="group" aria-labelledby="edit-process-label">
              {PROCESS_TYPES.map((process) => (
                <Button
                  key={process}
                  variant={values.lookingFor.process === process ? 'filled' : 'outline'}
                  aria-pressed={values.lookingFor.process === process}
                  disabled={blocks.processLocked && process !== 'nonvoice'}
                  onClick={() => {
                    if (blocks.processLocked) return;
                    applyLookingFor(
                      toggleProcess(form.getValues().lookingFor, process),
                      'process',
                      'voice',
                      'nonVoice',
                    );
                  }}
                >
                  {PROCESS_LABELS[process]}
                </Button>
              ))}
            </Group>
            {blocks.processLocked && (
              <Text size="xs" c="dark.5" mt={6}>
                A Certified Medical Coder looks for non-voice jobs.
              </Text>
            )}
            {err('lookingFor.process') && (
              <Text c="red.8" size="sm" mt={6}>
                {err('lookingFor.process')}
              </Text>
            )}
          </div>

          {blocks.preferences && values.lookingFor.process === 'voice' && (
            <ChecklistWithOther
              label="Voice Process options"
              options={voiceOptions}
              value={values.lookingFor.voice}
              onChange={(voice) =>
                applyLookingFor(setVoiceOptions(form.getValues().lookingFor, voice), 'voice', 'otherVoice')
              }
              error={err('lookingFor.voice')}
              otherPlaceholder="Enter other voice process"
              otherInputProps={form.getInputProps('lookingFor.otherVoice')}
            />
          )}

          {blocks.preferences && values.lookingFor.process === 'nonvoice' && (
            <ChecklistWithOther
              label="Non-voice Process options"
              options={nonVoiceOptions}
              value={values.lookingFor.nonVoice}
              onChange={(nonVoice) =>
                applyLookingFor(
                  setNonVoiceOptions(form.getValues().lookingFor, nonVoice),
                  'nonVoice',
                  'otherNonVoice',
                  'certified',
                )
              }
              error={err('lookingFor.nonVoice')}
              extra={
                blocks.certified && (
                  <CodingCertifiedChoice
                    value={values.lookingFor.certified}
                    onChange={(certified) =>
                      applyLookingFor(chooseCertified(form.getValues().lookingFor, certified), 'certified')
                    }
                    error={err('lookingFor.certified')}
                  />
                )
              }
              otherPlaceholder="Enter other non-voice process"
              otherInputProps={form.getInputProps('lookingFor.otherNonVoice')}
            />
          )}

          {blocks.certification && (
            <Stack gap="sm">
              <Select
                label="Certification Type"
                placeholder="Select Type"
                required
                data={namesWithOther(lists.certifications)}
                value={values.lookingFor.certificationType || null}
                onChange={(type) =>
                  applyLookingFor(
                    chooseCertificationType(form.getValues().lookingFor, type ?? ''),
                    'certificationType',
                  )
                }
                error={err('lookingFor.certificationType')}
              />
              {values.lookingFor.certificationType === OTHER_OPTION && (
                <TextInput
                  label="Please Specify"
                  placeholder="Enter other certification"
                  required
                  {...form.getInputProps('lookingFor.otherCertification')}
                />
              )}
              <DocumentField
                label="Certificate"
                rule={profileDocumentRule}
                fileName={values.lookingFor.file?.name ?? (values.lookingFor.savedFileName || null)}
                error={err('lookingFor.file')}
                onFile={(file) => applyLookingFor({ ...form.getValues().lookingFor, file }, 'file')}
                onRemove={() =>
                  applyLookingFor({ ...form.getValues().lookingFor, file: null, savedFileName: '' }, 'file')
                }
              />
            </Stack>
          )}

          {blocks.ehr && (
            <>
              <Stack gap="sm">
                <EhrMultiSelect
                  options={namesWithOther(lists.ehrSystems)}
                  value={values.lookingFor.ehr}
                  onChange={(ehr) =>
                    applyLookingFor(setEhrSystems(form.getValues().lookingFor, ehr), 'ehr', 'otherEhr')
                  }
                  error={err('lookingFor.ehr')}
                />
                {values.lookingFor.ehr.includes(OTHER_OPTION) && (
                  <TextInput
                    label="Please Specify"
                    placeholder="Enter other EHR system"
                    required
                    {...form.getInputProps('lookingFor.otherEhr')}
                  />
                )}
              </Stack>
              <ChecklistWithOther
                label="Specialized in"
                options={namesWithOther(lists.ehrSpecializations)}
                value={values.lookingFor.specializations}
                onChange={(chosen) =>
                  applyLookingFor(
                    setSpecializations(form.getValues().lookingFor, chosen),
                    'specializations',
                    'otherSpecialization',
                  )
                }
                error={err('lookingFor.specializations')}
                otherPlaceholder="Enter other specialization"
                otherInputProps={form.getInputProps('lookingFor.otherSpecialization')}
              />
            </>
          )}
        </ProfileSection>

        <ProfileSection title={SECTION_TITLES.preferences}>
          <MultiSelect
            label="Preferred Job Locations"
            placeholder={values.preferredLocations.length ? undefined : 'Search cities'}
            data={cityNames}
            searchable
            limit={50}
            nothingFoundMessage="No city found"
            hidePickedOptions
            {...form.getInputProps('preferredLocations')}
          />
          <Select
            label="Current Work Location"
            placeholder="Search cities"
            data={cityNames}
            searchable
            limit={50}
            nothingFoundMessage="No city found"
            {...form.getInputProps('currentLocation')}
            onChange={(city) => form.setFieldValue('currentLocation', city ?? '')}
          />
          <Checkbox.Group label="Work Preference" {...form.getInputProps('workPreferences')}>
            <Group gap="md" mt="xs">
              {WORK_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={type} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox
            label="I am willing to relocate"
            {...form.getInputProps('willingToRelocate', { type: 'checkbox' })}
          />
          <Checkbox
            label="I am willing to work in Night shift / rotational shift"
            {...form.getInputProps('willingForNightShift', { type: 'checkbox' })}
          />
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

type ProfileForm = ReturnType<typeof useProfileForm>;

/** A Certified Medical Coder fresher's certificate: institute, type (each with Other) and document. */
function FresherCertificate({
  form,
  lists,
  err,
}: {
  form: ProfileForm;
  lists: OnboardingLists;
  err: (path: string) => string | undefined;
}) {
  const certification = form.getValues().certification;
  const set = (next: typeof certification, field: string) => {
    form.setFieldValue('certification', next);
    form.clearFieldError(`certification.${field}`);
  };
  return (
    <Stack gap="sm">
      <Select
        label="Institute"
        withAsterisk
        placeholder="Select institute"
        searchable
        data={namesWithOther(lists.certificateInstitutes)}
        value={certification.institute || null}
        onChange={(institute) => set(chooseInstitute(certification, institute ?? ''), 'institute')}
        error={err('certification.institute')}
      />
      {certification.institute === OTHER_OPTION && (
        <TextInput
          label="Institute name"
          withAsterisk
          {...form.getInputProps('certification.otherInstitute')}
        />
      )}
      <Select
        label="Certificate Type"
        withAsterisk
        placeholder="Select certificate type"
        searchable
        data={namesWithOther(lists.certifications)}
        value={certification.certificateType || null}
        onChange={(type) => set(chooseCertificateType(certification, type ?? ''), 'certificateType')}
        error={err('certification.certificateType')}
      />
      {certification.certificateType === OTHER_OPTION && (
        <TextInput
          label="Certificate type name"
          withAsterisk
          {...form.getInputProps('certification.otherCertificateType')}
        />
      )}
      <DocumentField
        label="Certificate"
        required
        rule={profileDocumentRule}
        fileName={certification.file?.name ?? (certification.savedFileName || null)}
        error={err('certification.file')}
        onFile={(file) => set({ ...certification, file }, 'file')}
        onRemove={() => set({ ...certification, file: null, savedFileName: '' }, 'file')}
      />
    </Stack>
  );
}

type EducationField = keyof Omit<EducationEntryValues, 'key' | 'educationId'>;

/** One education: level, highest education, institution (each with Other), years, document. */
function EducationBlock({
  index,
  item,
  lists,
  err,
  onChange,
  onRemove,
}: {
  index: number;
  item: EducationEntryValues;
  lists: OnboardingLists;
  err: (field: EducationField) => string | undefined;
  onChange: (next: EducationEntryValues, ...fields: EducationField[]) => void;
  onRemove: () => void;
}) {
  const title = `Education ${index + 1}`;
  return (
    <TitledBlock title={title} onRemove={onRemove}>
      <Select
        label="Education Level"
        placeholder="Select Education Level"
        required
        data={LEVELS}
        allowDeselect={false}
        value={item.level || null}
        onChange={(level) => onChange({ ...item, level: (level ?? '') as EducationLevel | '' }, 'level')}
        error={err('level')}
      />
      <Select
        label="Highest Education"
        placeholder="Select Highest Education"
        required
        searchable
        nothingFoundMessage="No education found"
        data={namesWithOther(lists.educations)}
        allowDeselect={false}
        value={item.education || null}
        onChange={(education) =>
          onChange({ ...item, ...chooseEducation(item, education ?? '') }, 'education', 'otherEducation')
        }
        error={err('education')}
      />
      {item.education === OTHER_OPTION && (
        <TextInput
          label="Specify Education"
          required
          value={item.otherEducation}
          onChange={(event) =>
            onChange({ ...item, otherEducation: event.currentTarget.value }, 'otherEducation')
          }
          error={err('otherEducation')}
        />
      )}
      <Select
        label="Institution"
        placeholder="Select Institution"
        required
        searchable
        nothingFoundMessage="No institution found"
        data={namesWithOther(lists.institutes)}
        allowDeselect={false}
        value={item.institution || null}
        onChange={(institution) =>
          onChange(
            { ...item, ...chooseInstitution(item, institution ?? '') },
            'institution',
            'otherInstitution',
          )
        }
        error={err('institution')}
      />
      {item.institution === OTHER_OPTION && (
        <TextInput
          label="Specify Institution"
          required
          value={item.otherInstitution}
          onChange={(event) =>
            onChange({ ...item, otherInstitution: event.currentTarget.value }, 'otherInstitution')
          }
          error={err('otherInstitution')}
        />
      )}
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Start Year"
          placeholder="YYYY"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={item.startYear}
          onChange={(event) =>
            onChange({ ...item, startYear: filterYearInput(event.currentTarget.value) }, 'startYear')
          }
          error={err('startYear')}
        />
        <TextInput
          label="Year of Passing"
          placeholder="YYYY"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={item.year}
          onChange={(event) =>
            onChange({ ...item, year: filterYearInput(event.currentTarget.value) }, 'year')
          }
          error={err('year')}
        />
      </SimpleGrid>
      <DocumentField
        label="Document (optional)"
        rule={profileDocumentRule}
        fileName={item.file?.name ?? (item.savedFileName || null)}
        error={err('file')}
        onFile={(file) => onChange({ ...item, file }, 'file')}
        onRemove={() => onChange({ ...item, file: null, savedFileName: '' }, 'file')}
      />
    </TitledBlock>
  );
}
