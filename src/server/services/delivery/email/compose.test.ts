import { expect, it } from 'vitest';
import { composeMail, escapeHtml, unlinked } from './compose';

it('escapes every value in the HTML part and keeps the text part plain', () => {
  const mail = composeMail({
    subject: 'A <b> & "quote"',
    paragraphs: ['Acme <script>alert(1)</script> & Co', "It's done"],
    link: { text: 'Open <it>', href: 'https://careers.example.in/chat?c=1&x="2"' },
    footer: 'You get this because <Email alerts> is on.',
  });
  expect(mail.text).toBe(
    'Acme <script>alert(1)</script> & Co\n\nIt\'s done\n\nOpen <it>: https://careers.example.in/chat?c=1&x="2"\n\n--\nYou get this because <Email alerts> is on.',
  );
  expect(mail.html).toContain('<title>A &lt;b&gt; &amp; &quot;quote&quot;</title>');
  expect(mail.html).toContain(
    '<p>Acme &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</p><p>It&#39;s done</p>',
  );
  expect(mail.html).toContain('href="https://careers.example.in/chat?c=1&amp;x=&quot;2&quot;"');
  expect(mail.html).toContain('>Open &lt;it&gt;</a>');
  expect(mail.html).not.toContain('<script>');
  expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
});

it('breaks web and e-mail addresses for auto-linking, and reads the same', () => {
  const typed = 'Pay at https://pay.example.com/now, www.evil.in or hr@acme.co.in; 3.5 years. Done.';
  const broken = unlinked(typed);
  expect(broken.replaceAll('\u2060', '')).toBe(typed);
  for (const address of [
    'https://',
    'pay.example',
    'example.com',
    'www.evil',
    'evil.in',
    'hr@acme',
    'co.in',
  ]) {
    expect(broken).not.toContain(address);
  }
  // a sentence's end stays as it was
  expect(broken).toContain('years. Done.');
});
