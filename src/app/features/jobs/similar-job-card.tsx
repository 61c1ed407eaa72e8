import { CompanyLogo } from '@app/ui/job-view/company-logo';
import { detailSalary } from '@contract/job-salary';
import { type JobCard, SIMILAR_DESCRIPTION_CHARS } from '@contract/jobs';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import type { ApplyJob } from './apply-flow';
import { JobCardActions, JobCardIcons } from './job-action-button';
import { cutDescription } from './job-format';
import { NO_DESCRIPTION_AVAILABLE } from './job-texts';

/**
 * A similar job on the job detail (§2): company, title, role and level, location, salary, the
 * description cut at 100 characters, and the buttons of every card (Share, the bookmark, View
 * Details, the job's action).
 */
export function SimilarJobCard({ job, onApply }: { job: JobCard; onApply: (job: ApplyJob) => void }) {
  const titleId = `similar-${job.id}-title`;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-labelledby={titleId}
      className="list-card"
    >
      <Stack gap={8}>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <CompanyLogo path={job.company_logo} companyName={job.company_name} size={40} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" c="dark.6" truncate>
              {job.company_name}
            </Text>
            <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {job.job_title}
            </Title>
          </Stack>
          <JobCardIcons job={job} />
        </Group>
        <Group gap={6}>
          {job.role_name ? (
            <Badge variant="light" color="brand" leftSection={<IconBriefcase size={12} aria-hidden />}>
              {job.role_name}
            </Badge>
          ) : null}
          <Badge variant="outline" color="teal.9">
            {job.experience_level}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{job.location}</Text>
        </Group>
        <Text size="sm" fw={600}>
          {detailSalary(job.min_ctc, job.max_ctc)}
        </Text>
        <Text size="sm" c="dark.7" style={{ overflowWrap: 'anywhere' }}>
          {job.job_description
            ? cutDescription(job.job_description, SIMILAR_DESCRIPTION_CHARS)
            : NO_DESCRIPTION_AVAILABLE}
        </Text>
        <JobCardActions job={job} onApply={() => onApply(job)} viewDetails />
      </Stack>
    </Card>
  );
}
