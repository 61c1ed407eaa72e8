import { PROCESS_LABELS, PROCESS_TYPES } from '@contract/candidate-record/options';
import { JOB_EXPERIENCE_LEVELS } from '@contract/job-limits';
import {
  charactersOver,
  JOB_CTC_MAX,
  JOB_LIST_ITEM_MAX,
  JOB_LIST_ITEMS_MAX,
  JOB_LONG_TEXT_MAX,
  JOB_LONG_TEXT_MAX_TEXT,
  JOB_TITLE_MAX,
  JOB_TYPES,
} from '@contract/recruiter/jobs';
import {
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CTC_HINT,
  FIELD_LABELS,
  LIST_HINT,
  NO_CITIES,
  NO_CITY_MATCHES,
  NO_ROLE_MATCHES,
  NO_ROLES,
  PLAIN_TEXT_HINT,
  SELECT_PLACEHOLDER,
} from './job-editor-texts';
import type { JobEditorValues } from './job-editor-values';

type Form = UseFormReturnType<JobEditorValues>;
/** A list a field is chosen from, and whether it could not be loaded. */
type ChoiceList = { names: string[]; failed: boolean };
type LongTextField =
  | 'description'
  | 'key_responsibilities'
  | 'requirements'
  | 'good_to_have'
  | 'benefits_offered';

/** "1,234 / 5,000 characters": a long text's counter. */
const characterCount = (length: number) =>
  `${length.toLocaleString('en-IN')} / ${JOB_LONG_TEXT_MAX_TEXT} characters`;

/**
 * A long text field: plain text, four lines high, taller by its handle, with its counter. Nothing
 * typed or pasted is cut (no maxLength): past JOB_LONG_TEXT_MAX it says how many characters are
 * over (issue 36), and the save's checks refuse it until it is shortened.
 */
function LongText({ form, name, required = false }: { form: Form; name: LongTextField; required?: boolean }) {
  const props = form.getInputProps(name);
  const length = form.values[name].length;
  const over = length - JOB_LONG_TEXT_MAX;
  return (
    <Textarea
      label={FIELD_LABELS[name]}
      description={`${PLAIN_TEXT_HINT} ${characterCount(length)}`}
      withAsterisk={required}
      rows={4}
      resize="vertical"
      {...props}
      error={over > 0 ? charactersOver(FIELD_LABELS[name], over) : props.error}
    />
  );
}

/** A CTC field: whole rupees a year, empty when not disclosed (null). */
function CtcField({ form, name }: { form: Form; name: 'min_ctc' | 'max_ctc' }) {
  const props = form.getInputProps(name);
  return (
    <NumberInput
      label={FIELD_LABELS[name]}
      description={CTC_HINT}
      min={0}
      max={JOB_CTC_MAX}
      step={10_000}
      allowDecimal={false}
      allowNegative={false}
      // the steppers are 17 px high (under 24, issue 35 N8); the arrow keys still step
      hideControls
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      prefix="₹ "
      inputMode="numeric"
      style={{ flex: '1 1 12rem' }}
      {...props}
      value={form.values[name] ?? ''}
      onChange={(value) => form.setFieldValue(name, typeof value === 'number' ? value : null)}
    />
  );
}

/**
 * A required field chosen from a list by typing (Location from the city list, Job role from the job
 * roles list): a value saved that the list lacks is offered too, as it is; a list that could not be
 * loaded says so.
 */
function ListField({
  form,
  name,
  list,
  nothingFound,
  failed,
}: {
  form: Form;
  name: 'location' | 'role_name';
  list: ChoiceList;
  nothingFound: string;
  failed: string;
}) {
  const value = form.values[name];
  const names = value && !list.names.includes(value) ? [value, ...list.names] : list.names;
  return (
    <>
      <Select
        label={FIELD_LABELS[name]}
        withAsterisk
        searchable
        clearable
        placeholder={SELECT_PLACEHOLDER}
        nothingFoundMessage={nothingFound}
        data={names}
        limit={50}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps(name)}
        value={value || null}
        onChange={(chosen) => form.setFieldValue(name, chosen ?? '')}
      />
      {list.failed && list.names.length === 0 ? (
        <Text size="sm" c="red.9">
          {failed}
        </Text>
      ) : null}
    </>
  );
}

/**
 * Every field the candidate's job detail shows (issue 23 §Workspace 2), each with a visible label;
 * the bold ones (Job title, Job role, Experience level, Location, Description) marked required.
 * Location is one of the candidate side's city list, Job role one of its job roles list (issue 36).
 */
export function JobFields({
  form,
  cities,
  roles,
}: {
  form: Form;
  cities: ChoiceList;
  /** the job roles list (issue 36); a role saved before it was enforced is offered too, as it is */
  roles: ChoiceList;
}) {
  return (
    <Stack gap="md">
      <TextInput
        label={FIELD_LABELS.job_title}
        withAsterisk
        maxLength={JOB_TITLE_MAX}
        {...form.getInputProps('job_title')}
      />
      <ListField form={form} name="role_name" list={roles} nothingFound={NO_ROLE_MATCHES} failed={NO_ROLES} />
      <Group grow align="flex-start" gap="md" wrap="wrap" preventGrowOverflow={false}>
        <NativeSelect
          label={FIELD_LABELS.experience_level}
          withAsterisk
          data={[{ value: '', label: SELECT_PLACEHOLDER }, ...JOB_EXPERIENCE_LEVELS]}
          style={{ flex: '1 1 12rem' }}
          {...form.getInputProps('experience_level')}
        />
        <NativeSelect
          label={FIELD_LABELS.type_name}
          data={[{ value: '', label: SELECT_PLACEHOLDER }, ...JOB_TYPES]}
          style={{ flex: '1 1 12rem' }}
          {...form.getInputProps('type_name')}
        />
      </Group>
      <ListField
        form={form}
        name="location"
        list={cities}
        nothingFound={NO_CITY_MATCHES}
        failed={NO_CITIES}
      />
      <Stack gap={4}>
        <Text component="span" size="sm" fw={500} id="process-label">
          {FIELD_LABELS.process}
        </Text>
        <SegmentedControl
          aria-labelledby="process-label"
          data={PROCESS_TYPES.map((value) => ({ value, label: PROCESS_LABELS[value] }))}
          value={form.values.process}
          onChange={(value) => form.setFieldValue('process', value as JobEditorValues['process'])}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <Group grow align="flex-start" gap="md" wrap="wrap" preventGrowOverflow={false}>
        <CtcField form={form} name="min_ctc" />
        <CtcField form={form} name="max_ctc" />
      </Group>
      <LongText form={form} name="description" required />
      <LongText form={form} name="key_responsibilities" />
      <LongText form={form} name="requirements" />
      <TagsInput
        label={FIELD_LABELS.specialisations}
        description={LIST_HINT}
        maxTags={JOB_LIST_ITEMS_MAX}
        maxLength={JOB_LIST_ITEM_MAX}
        splitChars={[',']}
        clearable
        {...form.getInputProps('specialisations')}
      />
      <TagsInput
        label={FIELD_LABELS.certifications_required}
        description={LIST_HINT}
        maxTags={JOB_LIST_ITEMS_MAX}
        maxLength={JOB_LIST_ITEM_MAX}
        splitChars={[',']}
        clearable
        {...form.getInputProps('certifications_required')}
      />
      <LongText form={form} name="good_to_have" />
      <LongText form={form} name="benefits_offered" />
    </Stack>
  );
}
