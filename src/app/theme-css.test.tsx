import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers';
import { MantineCssVariables } from './mantine-css-variables-stub';
import { themeStyleElements } from './theme-css';

describe('theme styles made at build time', () => {
  const markup = themeStyleElements();

  it('holds the theme variables Mantine renders for the theme (brand palette, primary colour, font)', () => {
    expect(markup).toMatch(/^<style data-mantine-styles="true">/);
    expect(markup).toContain('--mantine-color-brand-7: #0b5c73');
    expect(markup).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(markup).toContain('--mantine-font-family: system-ui');
  });

  it("holds Mantine's global classes too (hidden-from / visible-from per breakpoint)", () => {
    expect(markup).toContain('<style data-mantine-styles="classes">');
    expect(markup).toContain('.mantine-hidden-from-sm');
  });

  it('the app renders neither: no style elements of Mantine in what React renders', () => {
    const { container } = render(
      <AppProviders>
        <p>screen</p>
      </AppProviders>,
    );
    expect(container.querySelectorAll('style[data-mantine-styles]')).toHaveLength(0);
    expect(container.textContent).toBe('screen');
  });

  it("the client bundle's stand-in for Mantine's variables component renders nothing", () => {
    expect(MantineCssVariables()).toBeNull();
  });
});
