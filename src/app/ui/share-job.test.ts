import { describe, expect, it, vi } from 'vitest';
import {
  copyLink,
  jobShareData,
  jobShareText,
  jobShareUrl,
  type ShareNavigator,
  shareMethod,
  shareNatively,
  whatsAppHref,
} from './share-job';

const job = { id: 42, job_title: 'Medical Coder', company_name: 'R1 RCM', location: 'Chennai' };

describe('the words and the link of a shared job', () => {
  it('links to the job’s public page on the app’s origin (issue 26)', () => {
    expect(jobShareUrl('https://careers.example.in', 42)).toBe('https://careers.example.in/jobs/42');
    expect(jobShareUrl('http://localhost:5173/', 7)).toBe('http://localhost:5173/jobs/7');
  });

  it('says the title, the company and the city', () => {
    expect(jobShareText(job)).toBe('Medical Coder at R1 RCM, Chennai');
    expect(jobShareText({ ...job, location: ' ' })).toBe('Medical Coder at R1 RCM');
    expect(jobShareText({ ...job, company_name: '' })).toBe('Medical Coder, Chennai');
  });

  it('gives navigator.share a title, the words and the absolute link', () => {
    expect(jobShareData(job, 'https://careers.example.in')).toEqual({
      title: 'Medical Coder',
      text: 'Medical Coder at R1 RCM, Chennai',
      url: 'https://careers.example.in/jobs/42',
    });
  });
});

describe('whatsAppHref', () => {
  it('puts the words and the link, on two lines, in wa.me’s text, encoded', () => {
    const data = jobShareData(
      { ...job, job_title: 'AR Caller & Denials (US) #1?', company_name: 'Omega+' },
      'https://careers.example.in',
    );
    const href = whatsAppHref(data);
    expect(href).toBe(
      'https://wa.me/?text=AR%20Caller%20%26%20Denials%20(US)%20%231%3F%20at%20Omega%2B%2C%20Chennai%0Ahttps%3A%2F%2Fcareers.example.in%2Fjobs%2F42',
    );
    // decoded, it is exactly the words and the link
    expect(new URL(href).searchParams.get('text')).toBe(`${data.text}\n${data.url}`);
  });
});

describe('shareMethod: the share sheet where there is one, else our menu', () => {
  const data = jobShareData(job, 'https://careers.example.in');
  it('uses the share sheet when navigator.share exists and takes the data', () => {
    expect(shareMethod({ share: async () => {} }, data)).toBe('native');
    expect(shareMethod({ share: async () => {}, canShare: () => true }, data)).toBe('native');
  });
  it('falls back to the menu without navigator.share, or when canShare refuses the data', () => {
    expect(shareMethod(undefined, data)).toBe('menu');
    expect(shareMethod({}, data)).toBe('menu');
    expect(shareMethod({ share: async () => {}, canShare: () => false }, data)).toBe('menu');
    expect(
      shareMethod(
        {
          share: async () => {},
          canShare: () => {
            throw new TypeError('bad data');
          },
        },
        data,
      ),
    ).toBe('menu');
  });
});

describe('shareNatively', () => {
  const data = jobShareData(job, 'https://careers.example.in');
  const failing = (name: string): ShareNavigator => ({
    share: () => Promise.reject(Object.assign(new Error('no'), { name })),
  });
  it('passes the data to the share sheet', async () => {
    const share = vi.fn(async () => {});
    expect(await shareNatively({ share }, data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });
  it('tells a closed sheet (AbortError) from a refusal', async () => {
    expect(await shareNatively(failing('AbortError'), data)).toBe('cancelled');
    expect(await shareNatively(failing('NotAllowedError'), data)).toBe('failed');
  });
});

describe('copyLink', () => {
  it('writes the link to the clipboard (called on the clipboard itself)', async () => {
    const clipboard = {
      written: '',
      async writeText(this: { written: string }, text: string) {
        this.written = text;
      },
    };
    expect(await copyLink({ clipboard }, 'https://x.in/jobpostings/1')).toBe(true);
    expect(clipboard.written).toBe('https://x.in/jobpostings/1');
  });
  it('answers false without a clipboard or when it is refused', async () => {
    expect(await copyLink(undefined, 'u')).toBe(false);
    expect(await copyLink({}, 'u')).toBe(false);
    expect(await copyLink({ clipboard: { writeText: () => Promise.reject(new Error('denied')) } }, 'u')).toBe(
      false,
    );
  });
});
