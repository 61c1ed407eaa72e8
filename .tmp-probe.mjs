// dev probe: who asks what on a signed-in first visit
import { chromium } from '@playwright/test';
import { demoSession } from './scripts/lib/demo-session.mjs';
import { startServer } from './scripts/lib/server.mjs';
const server = await startServer({ env: { NODE_ENV: 'production', SEED_DEMO: 'true', ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) } });
try {
  const { localStorage: ls, jobId } = await demoSession(server.baseUrl);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 }); page.on('console', (m) => console.log('console:', m.text().slice(0, 600)));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 4) });
  const t0 = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.includes('/api/')) return;
    const frames = [];
    let st = e.initiator.stack;
    while (st && frames.length < 14) { for (const f of st.callFrames) frames.push(`${f.functionName || '?'}@${f.url.replace(/.*\//, '')}:${f.lineNumber}`); st = st.parent; }
    console.log(Date.now() - t0, e.request.url.replace(server.baseUrl, ''), frames.slice(0, 14).join(' < '));
  });
  await page.addInitScript(() => {
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, renderers: new Map(), inject() { return 1; }, onCommitFiberRoot(_id, root) { const names = []; let count = 0; const walk = (f, depth, parentWorked) => { while (f) { const worked = (f.flags & 1) === 1; if (worked) count++; if (worked && !parentWorked && typeof f.type === 'function') names.push(`${f.type.displayName || f.type.name}@${depth}`); walk(f.child, depth + 1, parentWorked || (worked && typeof f.type === 'function')); f = f.sibling; } }; walk(root.current.child, 0, false); console.log('COMMIT', Math.round(performance.now()), count, names.slice(0, 10).join(' ')); }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };
    const describe = (n) => n ? `${n.nodeName}.${(n.className?.baseVal ?? n.className ?? '').toString().slice(0, 60)} "${(n.textContent ?? '').slice(0, 50)}" aria=${n.getAttribute?.('aria-label')}` : 'null';
    new PerformanceObserver((list) => { for (const e of list.getEntries()) console.log('SHIFT', e.value.toFixed(4), Math.round(e.startTime), e.sources.map((s) => `${describe(s.node)} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`).join(' || ')); }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) console.log('LCP', Math.round(e.startTime), e.size, describe(e.element)); }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  if (process.env.BLOCK_EVENTS) await page.route('**/api/events*', (r) => r.abort('blockedbyclient'));
  await page.goto(`${server.baseUrl}/api/health`);
  await page.evaluate((entries) => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }, ls);
  if (process.env.PROF) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  if (process.env.TRACE) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
  await page.goto(`${server.baseUrl}${(process.env.PAGE ?? '/dashboard').replace('{jobId}', jobId)}`);
  await page.waitForTimeout(6000);
  if (process.env.PROF) { const { profile } = await cdp.send('Profiler.stop'); (await import('node:fs')).writeFileSync(process.env.PROF, JSON.stringify(profile)); }
  if (process.env.TRACE) { const buf = await browser.stopTracing(); (await import('node:fs')).writeFileSync(process.env.TRACE, buf); }
  console.log('early left:', await page.evaluate(() => JSON.stringify(Object.keys(window.__rcmEarlyCalls?.calls ?? {}))));
  await page.screenshot({ path: '/work/probe.png', fullPage: true });
  await browser.close();
} finally { await server.stop(); }
