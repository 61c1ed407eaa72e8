import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyLogo } from './company-logo';

describe('CompanyLogo', () => {
  it('is asked for once the screen has been painted: a blank pixel in its place until then', async () => {
    render(
      <MantineProvider>
        <CompanyLogo path="/api/company-logos/7.svg" companyName="Acme RCM" />
      </MantineProvider>,
    );
    const logo = screen.getByRole('img', { name: 'Acme RCM logo' });
    expect(logo.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    await waitFor(() => expect(logo.getAttribute('src')).toContain('/api/company-logos/7.svg'));
    // the same element all along: nothing is laid out again
    expect(screen.getByRole('img', { name: 'Acme RCM logo' })).toBe(logo);
  });

  it('is the fallback image when the company has none', async () => {
    render(
      <MantineProvider>
        <CompanyLogo path={null} companyName="Beta Billing" />
      </MantineProvider>,
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Beta Billing logo' }).getAttribute('src')).toBe(
        '/images/company-logo-fallback.svg',
      ),
    );
  });
});
