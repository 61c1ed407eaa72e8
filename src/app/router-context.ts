import type { Session } from './session';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  session: Session;
}
