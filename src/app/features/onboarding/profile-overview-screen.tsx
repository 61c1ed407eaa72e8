import { ApiError } from '@app/api/client';
import { citiesQueryOptions } from '@app/candidate-record/api/get-cities';
import { GenderAndBirthDateFields } from '@app/candidate-record/profile-overview/gender-and-birth-date-fields';
import {
  emptyProfileOverview,
  type ProfileOverviewFiles,
  type ProfileOverviewValues,
  profileOverviewSchema,
} from '@app/candidate-record/profile-overview/profile-overview-schema';
import {
  LocationFields,
  WillingnessFields,
} from '@app/candidate-record/profile-overview/work-preference-fields';
import { loadDraft } from '@app/offline/step-draft';
import { markOnboardingComplete } from '@app/session';
import { DataAgeNote } from '@app/ui/data-age-note';
import { FormAlert } from '@app/ui/form-alert';
import { UploadModal } from '@app/ui/upload-modal';
import {
  PROFILE_OVERVIEW_SAVE_FAILED,
  profileOverviewFileRules,
} from '@contract/candidate-record/profile-overview';
import { CITIES_FETCH_FAILED } from '@contract/lists';
import { ActionIcon, Button, Checkbox, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconFile, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { saveProfileOverview } from './api/save-profile-overview';
import { OnboardingFrame } from './onboarding-frame';
import { StepActions } from './step-actions';
import { useStepForm } from './use-step-form';
import { useStepSave } from './use-step-save';

const STEP = '/profile-overview';
const PREVIOUS_STEP = '/education';
/** The spec's hint for the photo (signed-in-area.md §2). */
export const PHOTO_HINT = 'JPG or PNG, maximum 5MB';
const RESUME_HINT = 'PDF, DOC or DOCX, maximum 5MB';

type Upload = 'photo' | 'resume';
/** The upload dialog is titled Upload Image here (the photo) and Upload Resume for the resume. */
const UPLOAD_TITLES: Record<Upload, string> = { photo: 'Upload Image', resume: 'Upload Resume' };
const UPLOAD_RULES = {
  photo: profileOverviewFileRules.profile_picture,
  resume: profileOverviewFileRules.resume,
} as const;

/**
 * Onboarding Profile Overview (/profile-overview, signed-in-area.md §2, §5): gender, date of birth,
 * photo, resume, LinkedIn, preferred and current locations, work preference, willingness, the
 * Terms and messaging agreements. Submit saves the last step, signs the candidate in and goes
 * to /onboard-completed; Cancel goes back.
 */
export function ProfileOverviewScreen({ now: clock }: { now?: Date }) {
  const navigate = useNavigate();
  const router = useRouter();
  const [now] = useState(() => clock ?? new Date());
  const schema = useMemo(() => profileOverviewSchema(now), [now]);
  const cities = useQuery(citiesQueryOptions());
  const { save, submitting, error } = useStepSave(STEP, PROFILE_OVERVIEW_SAVE_FAILED);
  const [files, setFiles] = useState<ProfileOverviewFiles>({ photo: null, resume: null });
  const [uploading, setUploading] = useState<Upload | null>(null);

  const form = useStepForm<ProfileOverviewValues>(STEP, {
    initialValues: { ...emptyProfileOverview(), ...loadDraft<Partial<ProfileOverviewValues>>(STEP) },
    schema: schema,
    validateInputOnBlur: ['dateOfBirth', 'linkedinUrl'],
  });

  const submit = form.onSubmit(async (values) => {
    const answer = await save(() => saveProfileOverview(values, files));
    if (!answer) return;
    markOnboardingComplete();
    await navigate({ to: '/onboard-completed', replace: true });
  });

  const cancel = () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: PREVIOUS_STEP });
  };

  const cityNames = cities.data ?? [];
  const cityPlaceholder = cities.isPending ? 'Loading options...' : undefined;
  const citiesFailure =
    cities.isError && !cities.data
      ? cities.error instanceof ApiError && cities.error.serverMessage
        ? cities.error.serverMessage
        : CITIES_FETCH_FAILED
      : null;

  return (
    <OnboardingFrame crumbs={['Profile Overview']} title="Profile Overview">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Text size="sm" c="gray.7">
            Fields marked with * are required.
          </Text>

          <GenderAndBirthDateFields form={form} now={now} />

          <FileField
            label="Profile Photo"
            hint={PHOTO_HINT}
            file={files.photo}
            buttonLabel="Upload Photo"
            onOpen={() => setUploading('photo')}
            onRemove={() => setFiles((current) => ({ ...current, photo: null }))}
          />
          <FileField
            label="Resume"
            hint={RESUME_HINT}
            file={files.resume}
            buttonLabel="Upload Resume"
            onOpen={() => setUploading('resume')}
            onRemove={() => setFiles((current) => ({ ...current, resume: null }))}
          />

          <TextInput
            label="LinkedIn URL"
            placeholder="https://www.linkedin.com/in/your-name"
            type="url"
            autoComplete="url"
            {...form.getInputProps('linkedinUrl')}
          />

          <FormAlert message={citiesFailure} />
          {cities.data && (
            <DataAgeNote
              updatedAt={cities.dataUpdatedAt}
              failureReason={cities.failureReason}
              what="the cities"
            />
          )}
          <LocationFields
            form={form}
            cityNames={cityNames}
            preferredCount={form.values.preferredLocations.length}
            required
            placeholder={cityPlaceholder}
            disabled={!cities.data}
          />

          <Stack gap="sm">
            <WillingnessFields form={form} />
            <Checkbox
              label={
                <>
                  I agree to the Terms & Conditions{' '}
                  <Text span c="red.8" aria-hidden="true">
                    *
                  </Text>
                </>
              }
              aria-required="true"
              {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
            />
            <Checkbox
              label="I agree to get job notifications on WhatsApp"
              {...form.getInputProps('messagingConsent', { type: 'checkbox' })}
            />
          </Stack>

          <StepActions message={error} onBack={cancel} submitting={submitting} submitLabel="Submit" />
        </Stack>
      </form>

      <UploadModal
        opened={uploading !== null}
        title={UPLOAD_TITLES[uploading ?? 'photo']}
        rule={UPLOAD_RULES[uploading ?? 'photo']}
        hint={uploading === 'resume' ? RESUME_HINT : PHOTO_HINT}
        onClose={() => setUploading(null)}
        onSave={(file) => {
          const kind = uploading;
          if (kind) setFiles((current) => ({ ...current, [kind]: file }));
          setUploading(null);
        }}
      />
    </OnboardingFrame>
  );
}

/** A file the form will send: its name with Remove, or the button that opens the upload dialog. */
function FileField({
  label,
  hint,
  file,
  buttonLabel,
  onOpen,
  onRemove,
}: {
  label: string;
  hint: string;
  file: File | null;
  buttonLabel: string;
  onOpen: () => void;
  onRemove: () => void;
}) {
  return (
    <Input.Wrapper label={label} description={hint} component="div">
      <Group gap="sm" mt={6} wrap="nowrap">
        {file ? (
          <Paper withBorder p="xs" radius="md" style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <IconFile size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray.8"
                aria-label={`Remove ${file.name}`}
                onClick={onRemove}
              >
                <IconX size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Paper>
        ) : (
          <Button variant="light" onClick={onOpen}>
            {buttonLabel}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
