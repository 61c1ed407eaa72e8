import { detailSalary } from '@contract/job-salary';
import { type JobSectionsSource, jobSections } from '@contract/job-sections';
import type { JobDetail } from '@contract/jobs';
import { Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCurrencyRupee, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CompanyLogo } from './company-logo';
import { JobTags } from './job-tags';
import { postedLabel } from './posted-label';

/** What a job detail shows of a job: the candidate's job detail answer, or a recruiter's draft. */
export type JobDetailViewJob = Pick<
  JobDetail,
  | 'job_title'
  | 'company_name'
  | 'company_logo'
  | 'type_name'
  | 'experience_level'
  | 'location'
  | 'min_ctc'
  | 'max_ctc'
  | 'created_at'
> &
  JobSectionsSource;

/**
 * The job detail's header (signed-in-area.md §2): logo, title (the page's h1), company, tags,
 * location, salary and when it was posted; `marks` go under the tags (the closed mark). The
 * candidate's job detail and the recruiter's preview (issue 23) show the same.
 */
export function JobDetailHeader({ job, marks }: { job: JobDetailViewJob; marks?: ReactNode }) {
  return (
    <Stack gap="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <CompanyLogo path={job.company_logo} companyName={job.company_name} size={56} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Title order={1} size="h3" id="job-title" style={{ overflowWrap: 'anywhere' }}>
            {job.job_title}
          </Title>
          <Text size="sm" c="dark.6">
            {job.company_name}
          </Text>
        </Stack>
      </Group>
      <JobTags tag={job.type_name} experienceLevel={job.experience_level} />
      {marks}
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{job.location}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconCurrencyRupee size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {detailSalary(job.min_ctc, job.max_ctc)}
          </Text>
        </Group>
        <Text size="xs" c="dark.6">
          Posted {postedLabel(job.created_at)}
        </Text>
      </Stack>
    </Stack>
  );
}

/** The job detail's sections (§2), each shown only when non-empty: paragraphs and lists, plain text. */
export function JobDetailSections({ job }: { job: JobDetailViewJob }) {
  return jobSections(job).map((section) => (
    <Stack gap={6} key={section.key} component="section" aria-labelledby={`job-${section.key}`}>
      <Title order={2} size="h4" id={`job-${section.key}`}>
        {section.heading}
      </Title>
      {section.blocks.map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are static text, in order
          <List key={index} size="sm" spacing={4} withPadding>
            {block.items.map((item, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items are static text, repeats allowed
              <List.Item key={at}>{item}</List.Item>
            ))}
          </List>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are static text, in order
          <Text key={index} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {block.text}
          </Text>
        ),
      )}
    </Stack>
  ));
}
