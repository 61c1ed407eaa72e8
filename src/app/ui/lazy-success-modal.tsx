import { lazyOnFirstOpen } from './lazy-on-first-open';
import type { SuccessModalProps } from './success-modal';

/** SuccessModal, fetched the first time it opens. */
export const LazySuccessModal = lazyOnFirstOpen<SuccessModalProps>(() =>
  import('./success-modal').then((module) => module.SuccessModal),
);
