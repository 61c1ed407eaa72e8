import { notify } from '@app/ui/notify';
import type { ApplicantsQuery } from '@contract/recruiter/applicants';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { getApplicantsCsv } from '../api/get-applicants-csv';
import { CSV_FAILED, DOWNLOAD_CSV } from './applicants-texts';

/** Downloads the job's applicants the filter keeps as CSV (the server writes it; contact only where allowed). */
export function DownloadCsvButton({ jobId, query }: { jobId: number; query: ApplicantsQuery }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await getApplicantsCsv(jobId, query);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `applicants-job-${jobId}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      console.error('The CSV download failed', error);
      notify.error(CSV_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="default" loading={busy} onClick={() => void download()}>
      {DOWNLOAD_CSV}
    </Button>
  );
}
