import { sendReport } from '@app/api/send-report';
import { ReportDialog as Dialog } from '@app/ui/report/report-dialog';
import { FEE_REPORT_DETAILS, REPORT_COMPANY_TITLE, REPORT_TITLE } from './chat-texts';

/** What the conversation reports: a recruiter's message (from its Report or fee warning) or the company. */
export type ChatReport =
  | { kind: 'message'; messageId: number; body: string; asksForMoney: boolean }
  | { kind: 'company'; companyId: number };

/**
 * The conversation's report (issues 24 and 37 §2): a recruiter's message, opened from a fee
 * warning with "Asks for money" chosen and FEE_REPORT_DETAILS written, or the company (the
 * header's Report company). Sent through the write queue; when money was lost the confirmation
 * offers the message's text (or the company's name and job) to copy.
 */
export function ReportDialog({
  report,
  companyName,
  jobTitle,
  onClose,
}: {
  report: ChatReport | null;
  companyName: string;
  jobTitle: string;
  onClose: () => void;
}) {
  const about = `${companyName}, recruiting for ${jobTitle} on RCM Careers`;
  const isMessage = report?.kind === 'message';
  return (
    <Dialog
      opened={report !== null}
      title={isMessage ? REPORT_TITLE : REPORT_COMPANY_TITLE}
      copyText={report?.kind === 'message' ? `Message from ${about}:\n${report.body}` : about}
      initialReason={report?.kind === 'message' && report.asksForMoney ? 'asks_for_money' : undefined}
      initialDetails={report?.kind === 'message' && report.asksForMoney ? FEE_REPORT_DETAILS : undefined}
      send={(sent) =>
        report?.kind === 'message'
          ? sendReport({ kind: 'message', id: report.messageId }, sent)
          : sendReport({ kind: 'company', id: report?.kind === 'company' ? report.companyId : 0 }, sent)
      }
      onClose={onClose}
    />
  );
}
