import { describe, expect, it } from 'vitest';
import { escapeHtml, isLinkPreviewFetcher, jobIdOfPath } from './job-preview';

describe('isLinkPreviewFetcher', () => {
  it('knows the fetchers of chat apps, social sites and search engines', () => {
    for (const agent of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    ]) {
      expect(isLinkPreviewFetcher(agent), agent).toBe(true);
    }
  });

  it('leaves people to the app: browsers, in-app browsers, tools and no agent at all', () => {
    for (const agent of [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Instagram 300.0',
      'curl/8.5.0',
      '',
      undefined,
      null,
    ]) {
      expect(isLinkPreviewFetcher(agent), String(agent)).toBe(false);
    }
  });
});

describe('jobIdOfPath', () => {
  it('takes a positive whole number up to the largest row id', () => {
    expect(jobIdOfPath('1')).toBe(1);
    expect(jobIdOfPath('2147483647')).toBe(2147483647);
  });
  it('refuses anything else', () => {
    for (const text of ['0', '012', '-1', '1e3', '1.5', 'abc', '', ' 1', '2147483648', '99999999999']) {
      expect(jobIdOfPath(text), text).toBeNull();
    }
  });
});

describe('escapeHtml', () => {
  it('escapes what could end an element or an attribute', () => {
    expect(escapeHtml(`<a href="x">O'Brien & co</a>\``)).toBe(
      '&#60;a href=&#34;x&#34;&#62;O&#39;Brien &#38; co&#60;/a&#62;&#96;',
    );
  });
});
