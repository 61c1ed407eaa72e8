import { lazyOnFirstOpen } from './lazy-on-first-open';
import type { OtpDialogProps } from './otp-dialog';

/** OtpDialog, fetched the first time it opens. */
export const LazyOtpDialog = lazyOnFirstOpen<OtpDialogProps>(() =>
  import('./otp-dialog').then((module) => module.OtpDialog),
);
