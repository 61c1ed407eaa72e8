import { WORK_TYPES } from '@contract/candidate-record/options';
import { Checkbox, Group, MultiSelect, Select } from '@mantine/core';

type LocationField = 'preferredLocations' | 'currentLocation' | 'workPreferences';
type WillingField = 'willingToRelocate' | 'willingForNightShift';

/** The part of a @mantine/form form these fields use (onboarding's Profile Overview, Edit Profile). */
export interface WorkPreferenceForm {
  getInputProps: (path: LocationField | WillingField, options?: { type: 'checkbox' }) => object;
  setFieldValue: (path: 'currentLocation', value: string) => void;
}

/**
 * Preferred Job Locations, Current Work Location and Work Preference (signed-in-area.md §2):
 * required in onboarding (asterisks), optional on Edit Profile. `cityNames` are the choices (Edit
 * Profile adds the saved cities a list lacks); `placeholder` replaces 'Search cities' while loading.
 */
export function LocationFields({
  form,
  cityNames,
  preferredCount,
  required,
  placeholder,
  disabled = false,
}: {
  form: WorkPreferenceForm;
  cityNames: string[];
  /** how many preferred cities are chosen (no placeholder once there are some) */
  preferredCount: number;
  required: boolean;
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <>
      <MultiSelect
        label="Preferred Job Locations"
        withAsterisk={required}
        placeholder={placeholder ?? (preferredCount ? undefined : 'Search cities')}
        data={cityNames}
        searchable
        limit={50}
        nothingFoundMessage="No city found"
        hidePickedOptions
        disabled={disabled}
        {...form.getInputProps('preferredLocations')}
      />
      <Select
        label="Current Work Location"
        withAsterisk={required}
        placeholder={placeholder ?? 'Search cities'}
        data={cityNames}
        searchable
        limit={50}
        nothingFoundMessage="No city found"
        disabled={disabled}
        {...form.getInputProps('currentLocation')}
        onChange={(city) => form.setFieldValue('currentLocation', city ?? '')}
      />
      <Checkbox.Group
        label="Work Preference"
        withAsterisk={required}
        {...form.getInputProps('workPreferences')}
      >
        <Group gap="md" mt="xs">
          {WORK_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={type} />
          ))}
        </Group>
      </Checkbox.Group>
    </>
  );
}

/** The two willingness boxes: relocate, and night or rotational shifts. */
export function WillingnessFields({ form }: { form: WorkPreferenceForm }) {
  return (
    <>
      <Checkbox
        label="I am willing to relocate"
        {...form.getInputProps('willingToRelocate', { type: 'checkbox' })}
      />
      <Checkbox
        label="I am willing to work in Night shift / rotational shift"
        {...form.getInputProps('willingForNightShift', { type: 'checkbox' })}
      />
    </>
  );
}
