import { CompanyLogo } from '@app/ui/job-view/company-logo';
import { JobTags } from '@app/ui/job-view/job-tags';
import { VerifiedMark } from '@app/ui/job-view/verified-mark';
import { AnchorLink } from '@app/ui/links';
import { cardSalary } from '@contract/job-salary';
import type { JobCard as JobCardData } from '@contract/jobs';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ClosedJobMark, JobCardActions, JobCardIcons } from './job-action-button';
import { postedLabel, postedPhrase } from './job-format';

export interface JobCardProps {
  job: JobCardData;
  /** Opens the apply flow for this job (the screen hosts the resume picker). */
  onApply: (job: JobCardData) => void;
  /** After a save or unsave went through (the saved list drops the card). */
  onSavedChange?: (job: JobCardData, saved: boolean) => void;
  /** Extra line under the tags, e.g. the application status on the applied list. */
  extra?: ReactNode;
  /** The heading level of the title within its screen (3 under a screen's h2). */
  headingOrder?: 2 | 3 | 4;
  /** Posted since the candidate last opened the saved search listing it: a 'New' badge (SS2). */
  isNew?: boolean;
  /** The age says 'Posted 1 day ago', not '1 day ago': the card shows another date (Applied on). */
  postedPhrase?: boolean;
}

/**
 * A job on search, saved, applied and dashboard lists (§2, §3, §4, §9): logo (fallback), title
 * linking to the job, company, Fresher tag, location, salary in LPA, posted label, the action
 * (Apply / Applied / Continue Assessment), Share (issue 19) and the save toggle.
 */
export function JobCard({
  job,
  onApply,
  onSavedChange,
  extra,
  headingOrder = 3,
  isNew = false,
  postedPhrase: phrase = false,
}: JobCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`job-${job.id}-title`}
      className="list-card"
    >
      <Stack gap="xs" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <CompanyLogo path={job.company_logo} companyName={job.company_name} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={headingOrder} size="h5" id={`job-${job.id}-title`}>
              {/* the theme's title (its colour and weight), a link all the same: underlined on hover */}
              <AnchorLink
                to="/jobpostings/$jobId"
                params={{ jobId: job.id }}
                inherit
                c="inherit"
                underline="hover"
              >
                {job.job_title}
              </AnchorLink>
            </Title>
            <Text size="sm" c="dark.6" truncate>
              {job.company_name}
            </Text>
            <VerifiedMark verified={job.company_verified} />
          </Stack>
          <JobCardIcons job={job} onSavedChange={(saved) => onSavedChange?.(job, saved)} />
        </Group>
        <JobTags tag={job.role_name} experienceLevel={job.experience_level} isNew={isNew} />
        <ClosedJobMark job={job} />
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{job.location}</Text>
        </Group>
        <Text size="sm" fw={600}>
          {cardSalary(job.min_ctc, job.max_ctc)}
        </Text>
        {extra}
        <Group justify="space-between" mt="auto" gap="xs" wrap="wrap">
          <Text size="xs" c="dark.6">
            {phrase ? postedPhrase(job.created_at) : postedLabel(job.created_at)}
          </Text>
          <JobCardActions job={job} onApply={() => onApply(job)} />
        </Group>
      </Stack>
    </Card>
  );
}
