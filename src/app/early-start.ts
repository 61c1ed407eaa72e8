/**
 * A signed-in screen's first moments, before the app's JavaScript has arrived: the build writes
 * this function, with the build's chunk names, as an inline script at the top of index.html's head
 * (vite.config.ts `earlyStartScript`; the server allows it by its hash), run in a task of its own
 * as soon as the parser's first task (which asks for the entry chunk) is done. When a candidate's
 * session is in storage and the path is one of the signed-in first screens, it
 *   - adds `<link rel=modulepreload>` (and a style preload) for the screen's chunks, so they load
 *     alongside the entry chunk instead of after it (a waterfall of entry, then layout and screen);
 *   - starts the screen's first reads (the dashboard's calls) with the session's token, and leaves
 *     their answers in `window[EARLY_CALLS_GLOBAL]` for the app's HTTP client to take
 *     (api/early-calls.ts), so the query cache fills from them instead of asking again.
 * Each preload and read is started in a task of its own, one after another.
 * It must stay self-contained (the build writes its source text): no imports, no outer names.
 */

/** The id of index.html's early-start script element (the build leaves it out of prerendered pages). */
export const EARLY_START_SCRIPT_ID = 'early-start';

/** Where the early calls wait for the app (api/early-calls.ts takes them). */
export const EARLY_CALLS_GLOBAL = '__rcmEarlyCalls';

export interface EarlyStartRoute {
  /** A regular expression of the path (`^/dashboard$`). */
  pattern: string;
  /** The screen's JavaScript chunks (absolute URLs of the build). */
  modules: string[];
  /** The screen's CSS files. */
  styles: string[];
  /**
   * The screen's first reads (GET, absolute URL paths with the API base); `$1`... stands for the
   * pattern's groups, e.g. `/api/candidates/job?id=$1` for `^/jobpostings/(\\d+)$`.
   */
  calls: string[];
  /**
   * The screen's first reads sent as a POST (the job search's list, with its JSON body), started
   * only when the address's query has none of the post's `keys`: the body is the screen's default
   * one (no filters).
   */
  posts?: EarlyPost[];
}

export interface EarlyPost {
  url: string;
  /** The JSON text of the body, exactly as the app's client sends it. */
  body: string;
  /** The query keys the screen reads (its filters, page): any of them makes another body. */
  keys: readonly string[];
}

/** The key of an early read in `EarlyCalls.calls`: its URL, and a POST's body after it. */
export function earlyCallKey(url: string, body?: string): string {
  return body === undefined ? url : `POST ${url} ${body}`;
}

export interface EarlyStartPlan {
  /** The session keys of src/app/session.ts: the token and the candidate-login flag. */
  tokenKey: string;
  signedInKey: string;
  global: string;
  routes: EarlyStartRoute[];
}

export interface EarlyCalls {
  token: string;
  /** Date.now() when they were started. */
  startedAt: number;
  calls: Record<string, Promise<Response>>;
}

export function earlyStart(plan: EarlyStartPlan, win: Window & typeof globalThis): void {
  let token: string | null;
  try {
    if (!win.localStorage.getItem(plan.signedInKey)) return;
    token = win.localStorage.getItem(plan.tokenKey);
  } catch {
    return;
  }
  if (!token) return;
  const path = win.location.pathname;
  let match: RegExpExecArray | null = null;
  const route = plan.routes.find((candidate) => {
    match = new RegExp(candidate.pattern).exec(path);
    return match !== null;
  });
  if (!route || !match) return;
  const groups: RegExpExecArray = match;
  const doc = win.document;
  const link = (rel: string, href: string, as?: string) => {
    const element = doc.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as) element.setAttribute('as', as);
    // as Vite's loader asks for them (CORS, same-origin credentials): else the preload goes unused
    element.crossOrigin = '';
    doc.head.appendChild(element);
  };
  // One preload or read per task. Each costs a few milliseconds on a slow phone (the page's first
  // request the most, 5 to 15), and all of them in one task held up the first paint or a tap for
  // a long task's time; started one after another, each waits a moment at most for the others.
  const steps: Array<() => void> = [];
  for (const href of route.styles) steps.push(() => link('preload', href, 'style'));
  for (const href of route.modules) steps.push(() => link('modulepreload', href));
  const calls: Record<string, Promise<Response>> = {};
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const started = (key: string, answer: Promise<Response>) => {
    // a failure is the app's to handle when it takes the call; never an unhandled rejection here
    answer.catch(() => undefined);
    calls[key] = answer;
  };
  for (const template of route.calls) {
    const url = template.replace(/\$(\d)/g, (_, n: string) => encodeURIComponent(groups[Number(n)] ?? ''));
    steps.push(() => started(url, win.fetch(url, { headers })));
  }
  const query = new URLSearchParams(win.location.search);
  for (const post of route.posts ?? []) {
    // a filter or page of the address makes another body: the app sends that one
    if (post.keys.some((key) => query.has(key))) continue;
    // the same key as earlyCallKey's (this function may not call out: the build writes its text)
    steps.push(() =>
      started(
        `POST ${post.url} ${post.body}`,
        win.fetch(post.url, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: post.body,
        }),
      ),
    );
  }
  // the app takes what has been started when it asks (a read not started yet, it sends itself)
  (win as unknown as Record<string, EarlyCalls>)[plan.global] = { token, startedAt: Date.now(), calls };
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    step();
    win.setTimeout(next, 0);
  };
  win.setTimeout(next, 0);
}
