/**
 * The signed-out entry screens rendered at build time (src/app/prerender.tsx) and the client's
 * choice between hydrating that markup and rendering from scratch.
 */

/** Routes whose HTML is rendered at build time; the server sends each its own page. */
export const PRERENDERED_ROUTES = ['/', '/register', '/forgotpassword', '/login'] as const;

/** The attribute on the root element naming the route its markup was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Hydrate when the root holds markup rendered for exactly the route the router resolved
 * (guards and redirects done); otherwise (the plain shell, a signed-in visitor redirected away
 * from `/`, a page served for another route) render from scratch over it.
 */
export function shouldHydrate(container: Pick<Element, 'getAttribute'>, resolvedPath: string): boolean {
  const renderedFor = container.getAttribute(PRERENDERED_ATTRIBUTE);
  return renderedFor !== null && renderedFor === resolvedPath;
}
