import { describe, expect, it } from 'vitest';
import {
  appPath,
  decideNotificationClick,
  notificationOfPush,
  PUSH_DEFAULT_TITLE,
  PUSH_ICON,
} from './push-notification';

const ORIGIN = 'https://careers.example.in';

describe('notificationOfPush', () => {
  it('shows the payload’s title and body with the icon, its tag and the path to open', () => {
    const text = JSON.stringify({
      title: 'Acme sent you a message about Medical Coder',
      body: 'Free at 3?',
      url: '/chat?c=12',
      tag: 'conversation:12',
    });
    expect(notificationOfPush(text)).toEqual({
      title: 'Acme sent you a message about Medical Coder',
      options: { body: 'Free at 3?', icon: PUSH_ICON, tag: 'conversation:12', data: { url: '/chat?c=12' } },
    });
  });

  it('a push without JSON or without a title still shows the app’s name, opening the app', () => {
    expect(notificationOfPush('plain words')).toEqual({
      title: PUSH_DEFAULT_TITLE,
      options: { body: 'plain words', icon: PUSH_ICON, data: { url: '/' } },
    });
    expect(notificationOfPush(null).title).toBe(PUSH_DEFAULT_TITLE);
    expect(notificationOfPush('{"body":"x","title":"  "}').title).toBe(PUSH_DEFAULT_TITLE);
    expect(notificationOfPush('42').options.body).toBe('42');
  });

  it.each([
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['chat', '/'],
    [12, '/'],
    ['/applied-jobs', '/applied-jobs'],
  ])('opens only a path of this site: %s -> %s', (url, path) => {
    expect(appPath(url)).toBe(path);
    expect(notificationOfPush(JSON.stringify({ title: 't', body: 'b', url })).options.data.url).toBe(path);
  });
});

describe('decideNotificationClick', () => {
  it('focuses the window already at that screen', () => {
    const windows = [
      { url: `${ORIGIN}/jobpostings`, focused: true },
      { url: `${ORIGIN}/chat?c=12#end`, focused: false },
    ];
    expect(decideNotificationClick('/chat?c=12', windows, ORIGIN)).toEqual({ kind: 'focus', index: 1 });
  });

  it('takes the focused (else the first) window of the app there', () => {
    const windows = [
      { url: 'https://other.example/chat?c=12', focused: true },
      { url: `${ORIGIN}/dashboard`, focused: false },
      { url: `${ORIGIN}/jobpostings`, focused: true },
    ];
    expect(decideNotificationClick('/chat?c=12', windows, ORIGIN)).toEqual({
      kind: 'navigate',
      index: 2,
      url: `${ORIGIN}/chat?c=12`,
    });
    expect(decideNotificationClick('/chat?c=12', windows.slice(0, 2), ORIGIN)).toMatchObject({ index: 1 });
  });

  it('opens a window at the screen when none of the app is open', () => {
    expect(decideNotificationClick('/applied-jobs', [{ url: 'about:blank', focused: true }], ORIGIN)).toEqual(
      {
        kind: 'open',
        url: `${ORIGIN}/applied-jobs`,
      },
    );
    expect(decideNotificationClick('https://evil.example/', [], ORIGIN)).toEqual({
      kind: 'open',
      url: `${ORIGIN}/`,
    });
  });
});
