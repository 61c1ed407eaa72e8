import { apiAssetUrl } from '@app/api/client';
import { PHOTO_RADIUS } from '@app/ui/photo-shape';
import {
  AVAILABILITY_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  FRESHER_TYPE_LABELS,
  OTHER_OPTION,
  type ProcessType,
} from '@contract/candidate-record/options';
import { splitNames } from '@contract/candidate-record/wire-fields';
import type { ProfileDetailsResult } from '@contract/profile';
import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isoToDisplayDate, MONTH_NAMES } from '../profile-overview/date-of-birth';
import { ProfileSection } from './profile-section';
import { PROFILE_PROCESS_LABELS, SECTION_TITLES } from './profile-view-texts';

/**
 * The candidate's record, read-only, in View Profile's five sections: the candidate's own My
 * Profile and a company's applicant page (issue 23) show it from this one source, on the same
 * answer (GET /candidates/profile_details's result).
 */

const NOT_GIVEN = 'Not provided';
const yesNo = (value: 0 | 1 | null | undefined) => (value === 1 ? 'Yes' : 'No');
const withOther = (names: string, other: string) =>
  splitNames(names)
    .map((name) => (name === OTHER_OPTION && other ? `Other (${other})` : name))
    .join(', ');
const monthYear = (month: number, year: number) => `${MONTH_NAMES[month - 1] ?? ''} ${year}`.trim();

/**
 * The process My Profile shows: the saved one, and non-voice for a Certified Medical Coder
 * fresher, whose onboarding saves no process (§4).
 */
export function shownProcess(
  level: string,
  fresherType: string,
  saved: ProcessType | '' | undefined,
): ProcessType | '' {
  if (level === 'freshers' && fresherType === 'medical_coder') return 'nonvoice';
  return saved ?? '';
}

/** Label and value pairs as a description list. */
function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {items.map(([label, value]) => (
        <div key={label} style={{ minWidth: 0 }}>
          <Text component="dt" size="sm" c="dark.5" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? NOT_GIVEN : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

export function ProfileSections({
  profile,
  contactHidden,
}: {
  profile: ProfileDetailsResult;
  /**
   * A company's view (issue 23): no photo (the candidate's own file), and this text for the phone,
   * e-mail, gender and date of birth while they are withheld (blank until the applicant is
   * shortlisted; issue 35, H8).
   */
  contactHidden?: string;
}) {
  const { user_details: user, profile: personal, experience, job_preference: preference } = profile;
  const fresher = experience?.experience_level === 'freshers';
  const processShown = shownProcess(
    experience?.experience_level ?? '',
    experience?.certificate_type ?? '',
    preference?.process,
  );
  const current = profile.employment.find((item) => item.working_status === 1);
  const photo = contactHidden === undefined ? apiAssetUrl(user.profile_picture) : null;
  const contact = (value: string) => (value === '' && contactHidden !== undefined ? contactHidden : value);
  const certificate = profile.fresher_certificate;
  return (
    <Stack gap="md">
      <ProfileSection gap="sm" title={SECTION_TITLES.personal}>
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={photo}
            size={72}
            radius={PHOTO_RADIUS}
            alt={photo ? 'Profile photo' : undefined}
            color="gray"
          >
            <IconUser aria-hidden="true" />
          </Avatar>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {`${user.first_name} ${user.last_name}`}
          </Text>
        </Group>
        <Facts
          items={[
            ['First Name', user.first_name],
            ['Last Name', user.last_name],
            ['Phone Number', contact(user.phone_no)],
            ['Email ID', contact(user.email)],
            ['Gender', contact(personal?.gender ?? '')],
            ['Date of Birth', contact(isoToDisplayDate(personal?.date_of_birth ?? ''))],
            ['LinkedIn', personal?.linkedin_url],
            ['Resume', personal?.resume_file?.file_name],
          ]}
        />
      </ProfileSection>

      <ProfileSection gap="sm" title={SECTION_TITLES.experience}>
        <Facts
          items={[
            ['Experience Level', experience ? EXPERIENCE_LEVEL_LABELS[experience.experience_level] : ''],
            ...(fresher
              ? ([
                  [
                    'Fresher Type',
                    experience?.certificate_type ? FRESHER_TYPE_LABELS[experience.certificate_type] : '',
                  ],
                ] as [string, ReactNode][])
              : ([
                  ['Years of Experience', experience ? String(experience.experience_years) : ''],
                  ['Months of Experience', experience ? String(experience.experience_months) : ''],
                ] as [string, ReactNode][])),
            ...(experience?.experience_level === 'managerial'
              ? ([
                  [
                    'Experience at',
                    experience.role === OTHER_OPTION ? `Other (${experience.other_role})` : experience.role,
                  ],
                ] as [string, ReactNode][])
              : []),
          ]}
        />
        {fresher && certificate && (
          <Facts
            items={[
              [
                'Institute',
                certificate.institute === OTHER_OPTION ? certificate.other_institute : certificate.institute,
              ],
              [
                'Certificate Type',
                certificate.certificate_type === OTHER_OPTION
                  ? certificate.other_certificate_type
                  : certificate.certificate_type,
              ],
              ['Certificate', certificate.certificate_name],
            ]}
          />
        )}
        {profile.employment.map((item, index) => (
          <Paper key={item.employment_id} withBorder radius="sm" p="sm" component="article">
            <Stack gap={4}>
              <Title order={3} size="h5">{`Company ${index + 1}`}</Title>
              <Facts
                items={[
                  ['Company', item.company_name === OTHER_OPTION ? item.other_company : item.company_name],
                  ['Role', item.role],
                  ['From', monthYear(item.from_months, item.from_years)],
                  ['To', item.working_status === 1 ? 'At Present' : monthYear(item.to_months, item.to_years)],
                ]}
              />
            </Stack>
          </Paper>
        ))}
        {current && (
          <Facts
            items={[
              ['Availability', AVAILABILITY_LABELS[current.available_type]],
              ...(current.available_type === 'notice_period'
                ? ([['Notice Period (days)', String(current.available_day)]] as [string, ReactNode][])
                : []),
              ['Current CTC', current.min_ctc],
              ['Expected CTC', current.max_ctc],
            ]}
          />
        )}
      </ProfileSection>

      <ProfileSection gap="sm" title={SECTION_TITLES.education}>
        {profile.education.length === 0 && <Text>{NOT_GIVEN}</Text>}
        {profile.education.map((item, index) => (
          <Paper key={item.education_id} withBorder radius="sm" p="sm" component="article">
            <Stack gap={4}>
              <Title order={3} size="h5">{`Education ${index + 1}`}</Title>
              <Facts
                items={[
                  ['Education Level', item.field_of_study],
                  ['Education', item.education === OTHER_OPTION ? item.other_education : item.education],
                  [
                    'Institution',
                    item.institution === OTHER_OPTION ? item.other_institution : item.institution,
                  ],
                  ...(item.start_year
                    ? ([['Start Year', String(item.start_year)]] as [string, ReactNode][])
                    : []),
                  ['Year of Passing', String(item.end_year)],
                  ['Document', item.files[0]?.file_name],
                ]}
              />
            </Stack>
          </Paper>
        ))}
      </ProfileSection>

      <ProfileSection gap="sm" title={SECTION_TITLES.additional}>
        <Facts
          items={[
            ['Process', processShown ? PROFILE_PROCESS_LABELS[processShown] : ''],
            ...(fresher
              ? []
              : ([
                  [
                    'Preferences',
                    preference ? withOther(preference.preferences, preference.other_preference) : '',
                  ],
                  ...(preference && preference.certified !== null
                    ? ([['Coding', preference.certified === 1 ? 'Certified' : 'Non Certified']] as [
                        string,
                        ReactNode,
                      ][])
                    : []),
                  ...(preference?.certificate?.certificate_type
                    ? ([['Certification', preference.certificate.certificate_type]] as [string, ReactNode][])
                    : []),
                  [
                    'EHR Systems',
                    preference ? withOther(preference.ehr_system, preference.other_ehr_system) : '',
                  ],
                  [
                    'Specialized in',
                    preference ? withOther(preference.ehr_specializations, preference.ehr_other) : '',
                  ],
                ] as [string, ReactNode][])),
          ]}
        />
      </ProfileSection>

      <ProfileSection gap="sm" title={SECTION_TITLES.preferences}>
        <Facts
          items={[
            ['Preferred Job Locations', personal?.preference.preferred_location.join(', ')],
            ['Current Work Location', personal?.preference.current_work_location],
            ['Work Preference', personal?.preference.open_to_work],
            ['Willing to relocate', yesNo(personal?.preference.willing_to_relocate)],
            ['Willing to work in Night shift', yesNo(personal?.preference.willing_for_night_shift)],
          ]}
        />
      </ProfileSection>
    </Stack>
  );
}
