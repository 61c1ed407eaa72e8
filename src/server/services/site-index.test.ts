import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobsSitemapPage, jobsSitemapXml, robotsTxt, sitemapIndexXml } from './site-index';

const ROUTES = join(import.meta.dirname, '../../app/routes');

/** The first segment of every route under an app layout folder ('/dashboard', '/assessment'...). */
function firstSegments(layout: string): string[] {
  const segments = readdirSync(join(ROUTES, layout), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => `/${file.split(/[/\\]/)[0].replace(/\.tsx$/, '')}`);
  return [...new Set(segments)];
}

describe('robots.txt', () => {
  it('disallows the first segment of every signed-in, onboarding and recruiter route of the app', () => {
    const text = robotsTxt('https://careers.example.in');
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
    const signedIn = [
      ...firstSegments('_signed-in'),
      ...firstSegments('_onboarding'),
      ...firstSegments('_recruiter'),
      '/onboard-completed',
    ];
    expect(signedIn).toContain('/dashboard');
    for (const path of signedIn) {
      expect(
        disallowed.some((rule) => path.startsWith(rule.replace(/\/$/, ''))),
        path,
      ).toBe(true);
    }
    // the signed-out landing pages stay open
    for (const path of firstSegments('_signed-out').filter((path) => !path.startsWith('/recruiter'))) {
      expect(
        disallowed.filter((rule) => path.startsWith(rule)),
        path,
      ).toEqual([]);
    }
  });
});

describe('the sitemap files', () => {
  it('names its files jobs-1.xml, jobs-2.xml...', () => {
    expect(jobsSitemapPage('jobs-1.xml')).toBe(1);
    expect(jobsSitemapPage('jobs-12.xml')).toBe(12);
    for (const name of [
      'jobs-0.xml',
      'jobs-01.xml',
      'jobs-1.xml.gz',
      'jobs-a.xml',
      'other.xml',
      'jobs-1234567.xml',
    ]) {
      expect(jobsSitemapPage(name), name).toBeNull();
    }
  });

  it('escapes the addresses it writes', () => {
    const odd = 'https://careers.example.in';
    expect(sitemapIndexXml(odd, [{ page: 2, lastModified: null }])).toContain(
      `<sitemap><loc>${odd}/sitemaps/jobs-2.xml</loc></sitemap>`,
    );
    expect(jobsSitemapXml('https://a.example/x&y', 2, [])).not.toContain('x&y');
    // only the first file lists the home page
    expect(jobsSitemapXml(odd, 2, [])).not.toContain(`<loc>${odd}/</loc>`);
  });
});
