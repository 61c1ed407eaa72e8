/**
 * The two checks every screen of the journeys passes, used through the `checkAxe` and
 * `expectNoSidewaysScroll` fixtures (fixtures.ts): axe-core finds no serious or critical
 * violation, and the page does not scroll sideways at the phone's width.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { repoRoot } from './server';

/** Fails when the page scrolls sideways, naming the elements that stick out. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const report = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const scrollWidth = Math.max(root.scrollWidth, document.body?.scrollWidth ?? 0);
    const offenders: string[] = [];
    if (scrollWidth > width) {
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 1) {
          const id = element.id ? `#${element.id}` : '';
          const cls =
            typeof element.className === 'string' && element.className
              ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
              : '';
          offenders.push(
            `${element.tagName.toLowerCase()}${id}${cls} (right edge ${Math.round(box.right)}px)`,
          );
          if (offenders.length >= 10) break;
        }
      }
    }
    return { width, scrollWidth, offenders };
  });
  expect(
    report.scrollWidth,
    `${page.url()} scrolls sideways: content is ${report.scrollWidth}px wide in a ${report.width}px viewport.\n` +
      `Elements past the right edge:\n  ${report.offenders.join('\n  ')}`,
  ).toBeLessThanOrEqual(report.width);
}

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

export interface AxeOptions {
  /** CSS selectors to leave out of the check. */
  exclude?: string[];
  /** Rule ids to turn off (say why in the test). */
  disableRules?: string[];
  /** Rule ids to turn on that axe leaves off by default (e.g. 'target-size', WCAG 2.2's 24 px). */
  enableRules?: string[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core on the page and fails on serious or critical violations, listing each with the
 * elements involved. Milder ones are returned for the test to look at.
 */
export async function checkAxe(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, which the page's CSP does not block
  // (a <script> tag added by page.addScriptTag would be refused by script-src 'self').
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ exclude, disableRules, enableRules }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
        .axe;
      const rules: Record<string, { enabled: boolean }> = {};
      for (const id of disableRules) rules[id] = { enabled: false };
      for (const id of enableRules) rules[id] = { enabled: true };
      const context =
        exclude.length > 0 ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
      const results = (await axe.run(context, { resultTypes: ['violations'], rules })) as {
        violations: AxeViolation[];
      };
      return results.violations;
    },
    {
      exclude: options.exclude ?? [],
      disableRules: options.disableRules ?? [],
      enableRules: options.enableRules ?? [],
    },
  );
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lines = blocking.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .slice(0, 5)
        .map(
          (n) => `    ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}\n      ${n.failureSummary ?? ''}`,
        )
        .join('\n'),
  );
  expect(
    blocking.map((v) => `${v.impact} ${v.id}`),
    `axe found ${blocking.length} serious/critical violation(s) on ${page.url()}:\n${lines.join('\n')}`,
  ).toEqual([]);
  return violations;
}

/** Once no CSS transition or animation runs (a drawer or modal sliding in), so axe sees the final colours. */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
        return document.getAnimations().filter((animation) => animation.playState !== 'finished').length;
      }),
    )
    .toBe(0);
}

/** An <audio> loads its recording from a blob URL: its metadata read (readyState >= 1), no media error. */
export async function expectPlayable(audio: Locator): Promise<void> {
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() =>
      audio.evaluate((element: HTMLAudioElement) => ({
        error: element.error?.code ?? null,
        ready: element.readyState >= 1,
      })),
    )
    .toEqual({ error: null, ready: true });
}
