import type { Endpoint } from '../endpoint';

/**
 * The recruiter calls name their rows in the path (`/recruiters/jobs/:job_id`). `atPath` answers
 * the same descriptor with the parameters filled in, so the app's `call()` sends it unchanged:
 * `call(atPath(recruiterJob, { job_id: 7 }))`. The server registers the descriptor's own path and
 * checks each parameter (a positive whole number, else 400; another company's row is 404).
 */
export type PathParams<TPath extends string> = TPath extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof PathParams<`/${Rest}`>]: number }
  : TPath extends `${string}:${infer Param}`
    ? { [K in Param]: number }
    : Record<never, number>;

/** The path with each `:name` replaced by its value (a number, URI-encoded as text). */
export function fillPath<TPath extends string>(path: TPath, params: PathParams<TPath>): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = (params as Record<string, number>)[name];
    if (value === undefined) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The descriptor with its path's parameters filled in (see fillPath). */
export function atPath<E extends Endpoint>(endpoint: E, params: PathParams<E['path']>): E {
  return { ...endpoint, path: fillPath(endpoint.path, params) };
}

/** The names of a path's parameters, in order ('/a/:job_id/b/:question_id' -> job_id, question_id). */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([a-z_]+)/g)].map((match) => match[1]);
}
