/**
 * Sharing a job (issue 19 §3), the decisions apart from the screen: the link and the words sent,
 * the WhatsApp link, whether the device's own share sheet is used or the link is copied, and
 * the copy itself. The link is the job's public page (src/server/routes/public-jobs.ts), whose
 * Open Graph tags give a chat the job's card.
 */
import { publicJobPath } from '@contract/public-jobs';

/** What a shared job says: its title, company and city. */
export interface ShareableJob {
  id: number;
  job_title: string;
  company_name: string;
  location: string;
}

/** The data of `navigator.share` (and of the other ways). */
export interface JobShareData {
  title: string;
  text: string;
  url: string;
}

export const SHARE = 'Share';
export const COPY_LINK = 'Copy link';
export const LINK_COPIED = 'Link copied';
export const WHATSAPP = 'WhatsApp';
export const COPY_THIS_LINK = 'Copy this link';
export const COPY_REFUSED = 'This browser did not let us copy the link. Select it and copy it yourself.';

/**
 * Phones: a touch screen (coarse pointer) or a narrow window. They get the WhatsApp link in the
 * share menu; a desktop browser does not (WhatsApp Web asks for a sign-in first).
 */
export const PHONE_MEDIA_QUERY = '(pointer: coarse), (max-width: 48em)';

/**
 * The absolute link of a job on the app's origin: its public page, `{origin}/jobs/{id}` (issue
 * 26), which anyone can read without an account and a signed-in candidate's browser takes to the
 * job detail.
 */
export function jobShareUrl(origin: string, jobId: number): string {
  return `${origin.replace(/\/+$/, '')}${publicJobPath(jobId)}`;
}

/** The words of a shared job: 'Medical Coder at R1 RCM, Chennai' (empty parts left out). */
export function jobShareText(job: Omit<ShareableJob, 'id'>): string {
  const title = job.job_title.trim();
  const company = job.company_name.trim();
  const city = job.location.trim();
  const who = company ? `${title} at ${company}` : title;
  return city ? `${who}, ${city}` : who;
}

/** Title, text and absolute link of a job on this origin. */
export function jobShareData(job: ShareableJob, origin: string): JobShareData {
  return { title: job.job_title.trim(), text: jobShareText(job), url: jobShareUrl(origin, job.id) };
}

/** `jobShareData` on the page's own origin. */
export const jobShareDataHere = (job: ShareableJob): JobShareData =>
  jobShareData(job, typeof window === 'undefined' ? '' : window.location.origin);

/** `https://wa.me/?text=...`: the words and the link, on two lines, encoded as a URL's query. */
export function whatsAppHref(data: JobShareData): string {
  return `https://wa.me/?text=${encodeURIComponent(`${data.text}\n${data.url}`)}`;
}

/** The navigator's parts sharing uses (absent where the browser lacks them). */
export interface ShareNavigator {
  share?: (data: JobShareData) => Promise<void>;
  canShare?: (data: JobShareData) => boolean;
  clipboard?: { writeText?: (text: string) => Promise<void> };
}

/**
 * 'native' when the browser has a share sheet that takes this data (the Web Share API: phones,
 * Safari, Edge), else 'menu': our own menu with Copy link (and WhatsApp on phones).
 */
export function shareMethod(nav: ShareNavigator | undefined, data: JobShareData): 'native' | 'menu' {
  if (!nav || typeof nav.share !== 'function') return 'menu';
  if (typeof nav.canShare === 'function') {
    try {
      return nav.canShare(data) ? 'native' : 'menu';
    } catch {
      return 'menu';
    }
  }
  return 'native';
}

/**
 * Opens the share sheet: 'shared', 'cancelled' (the person closed it: nothing more to do), or
 * 'failed' (refused or broken: the caller offers the menu instead).
 */
export async function shareNatively(
  nav: ShareNavigator,
  data: JobShareData,
): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await nav.share?.(data);
    return 'shared';
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/** Copies the link; false when there is no clipboard (an insecure page) or it was refused. */
export async function copyLink(nav: ShareNavigator | undefined, url: string): Promise<boolean> {
  const writeText = nav?.clipboard?.writeText;
  if (typeof writeText !== 'function') return false;
  try {
    await writeText.call(nav?.clipboard, url);
    return true;
  } catch {
    return false;
  }
}
