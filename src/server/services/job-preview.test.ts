import { describe, expect, it } from 'vitest';
import { isLinkPreviewFetcher, jobIdOfPath } from './job-preview';

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
      'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
      'Mozilla/5.0 (compatible; Bluesky Cardyb/1.1; +mailto:support@bsky.app)',
      // a tool that runs no JavaScript gets the page a fetcher gets
      'curl/8.5.0',
    ]) {
      expect(isLinkPreviewFetcher(agent), agent).toBe(true);
    }
  });

  it('leaves people to the app: browsers, in-app browsers, browsers driven by tools and no agent at all', () => {
    for (const agent of [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Instagram 300.0',
      // they run the app's JavaScript (the journeys' browser among them)
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
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
