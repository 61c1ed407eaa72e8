import { sendReport } from '@app/api/send-report';
import { NeverChargeNote } from '@app/ui/never-charge/never-charge-note';
import { ReportDialog } from '@app/ui/report/report-dialog';
import type { JobDetail } from '@contract/jobs';
import { publicJobPath } from '@contract/public-jobs';
import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';

/**
 * The job detail's safety part (issue 37 §2), its own chunk fetched at the first tap (the job
 * detail's first visit is at its size budget): "We never charge candidates" whole and Report this
 * job, whose lost-money confirmation offers the job's title, company and link to copy.
 */
export function JobSafety({ job }: { job: JobDetail }) {
  const [reporting, setReporting] = useState(false);
  return (
    <Stack gap="xs" mt="xs" align="flex-start">
      <NeverChargeNote />
      <Anchor component="button" size="sm" c="red.9" onClick={() => setReporting(true)}>
        Report this job
      </Anchor>
      <ReportDialog
        opened={reporting}
        title="Report this job"
        copyText={`${job.job_title} at ${job.company_name} on RCM Careers: ${window.location.origin}${publicJobPath(job.id)}`}
        send={(report) => sendReport({ kind: 'job', id: job.id }, report)}
        onClose={() => setReporting(false)}
      />
    </Stack>
  );
}
