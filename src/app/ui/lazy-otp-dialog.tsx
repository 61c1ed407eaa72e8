import { lazy, Suspense, useState } from 'react';
import type { OtpDialogProps } from './otp-dialog';

// The code dialog (Modal, PinInput, focus trap, scroll lock) is fetched on demand, when it first
// opens: a screen that may ask for a code does not pay for it on its first paint.
const OtpDialog = lazy(() => import('./otp-dialog').then((module) => ({ default: module.OtpDialog })));

/** Whether the dialog must be mounted: from its first opening on (so closing plays its transition). */
export function otpDialogNeeded(opened: boolean, openedBefore: boolean): boolean {
  return opened || openedBefore;
}

/** OtpDialog, loaded the first time it opens. */
export function LazyOtpDialog(props: OtpDialogProps) {
  const [openedBefore, setOpenedBefore] = useState(false);
  if (props.opened && !openedBefore) setOpenedBefore(true);
  if (!otpDialogNeeded(props.opened, openedBefore)) return null;
  return (
    <Suspense fallback={null}>
      <OtpDialog {...props} />
    </Suspense>
  );
}
