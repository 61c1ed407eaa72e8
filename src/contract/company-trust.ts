/**
 * A company's standing with the portal (issue 37 §1) as the recruiter and the candidate read it,
 * and the texts of what it means: an unverified or suspended company prepares jobs but publishes
 * none and messages no one (403 company_unverified / company_suspended); a verified company wears
 * the Verified employer badge; a suspended company's conversations warn its candidates.
 */
export const COMPANY_STANDINGS = ['unverified', 'verified', 'suspended'] as const;
export type CompanyStanding = (typeof COMPANY_STANDINGS)[number];

/** How a company becomes verified (the recruiter's banner and refusals). */
const HOW_TO_VERIFY =
  'RCM Careers confirms a company after checking its company profile (registration and e-mail domain).';

/** 403 company_unverified on publishing, reopening or saving an open job. */
export const UNVERIFIED_CANNOT_PUBLISH = `Your company must be verified before its jobs can be published. ${HOW_TO_VERIFY} Until then you can prepare and save jobs as drafts.`;
/** 403 company_unverified on a message, a bulk message or an interview invitation. */
export const UNVERIFIED_CANNOT_MESSAGE = `Your company must be verified before you can message candidates or invite them to interviews. ${HOW_TO_VERIFY}`;
/** 403 company_suspended on publishing, reopening or saving an open job. */
export const SUSPENDED_CANNOT_PUBLISH =
  'Your company has been suspended by RCM Careers: its jobs are not listed and cannot be published. Contact RCM Careers support.';
/** 403 company_suspended on a message, a bulk message or an interview invitation. */
export const SUSPENDED_CANNOT_MESSAGE =
  'Your company has been suspended by RCM Careers: you cannot message candidates or invite them to interviews. Contact RCM Careers support.';

/** The workspace's banner for each standing that limits the company (none when verified). */
export const STANDING_BANNER: Record<
  Exclude<CompanyStanding, 'verified'>,
  { title: string; text: string }
> = {
  unverified: {
    title: 'Your company is not verified yet',
    text: `You can prepare and save jobs, but you cannot publish them or message candidates until your company is verified. ${HOW_TO_VERIFY}`,
  },
  suspended: {
    title: 'Your company has been suspended',
    text: 'Its jobs are hidden from candidates, and you cannot publish jobs or message candidates. Contact RCM Careers support.',
  },
};

/** The candidate's warning in a suspended company's conversation (issue 37). */
export const SUSPENDED_COMPANY_WARNING =
  'This company has been suspended by RCM Careers. Do not pay any money, and do not share documents, bank details or OTPs with it. If it asked you for money, report it.';
