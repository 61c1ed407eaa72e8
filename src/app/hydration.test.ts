import { describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_ROUTES, shouldHydrate } from './hydration';

function root(renderedFor: string | null): HTMLElement {
  const element = document.createElement('div');
  element.id = 'root';
  if (renderedFor !== null) element.setAttribute(PRERENDERED_ATTRIBUTE, renderedFor);
  return element;
}

describe('hydrate or render', () => {
  it('hydrates markup rendered for the route the router resolved', () => {
    for (const route of PRERENDERED_ROUTES) expect(shouldHydrate(root(route), route), route).toBe(true);
  });

  it('renders from scratch over the plain shell', () => {
    expect(shouldHydrate(root(null), '/')).toBe(false);
    expect(shouldHydrate(root(null), '/dashboard')).toBe(false);
  });

  it('renders from scratch when the route resolved elsewhere (a signed-in visitor sent from / to /dashboard)', () => {
    expect(shouldHydrate(root('/'), '/dashboard')).toBe(false);
    expect(shouldHydrate(root('/register'), '/')).toBe(false);
  });

  it('prerenders the signed-out entry screens', () => {
    expect(PRERENDERED_ROUTES).toEqual(expect.arrayContaining(['/', '/register', '/forgotpassword']));
  });
});
