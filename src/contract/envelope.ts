/** What the service worker answers the page when it kept a write for later. */
export interface QueuedAnswer {
  success: true;
  queued: true;
}
