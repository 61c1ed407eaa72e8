import { type CaseLanguage, FEE_DEMAND_CASES } from '@server/test-kits/fee-demand-cases';
import { describe, expect, it } from 'vitest';
import { detectFeeDemand, normalizeMessage } from './fee-demand';

/** Recall (demands flagged) and false alarms (normal messages flagged) over some of the set. */
function measure(language?: CaseLanguage) {
  const cases = FEE_DEMAND_CASES.filter((c) => language === undefined || c.lang === language);
  const demands = cases.filter((c) => c.fee);
  const normal = cases.filter((c) => !c.fee);
  const missed = demands.filter((c) => !detectFeeDemand(c.text).flagged).map((c) => c.text);
  const falseAlarms = normal.filter((c) => detectFeeDemand(c.text).flagged).map((c) => c.text);
  return {
    demands: demands.length,
    normal: normal.length,
    recall: (demands.length - missed.length) / demands.length,
    falseAlarmRate: falseAlarms.length / normal.length,
    missed,
    falseAlarms,
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

describe('the fee-demand detector on its labelled set (issue 37 §2)', () => {
  it('holds at least 300 messages of both classes in the three languages, each once', () => {
    expect(FEE_DEMAND_CASES.length).toBeGreaterThanOrEqual(300);
    for (const lang of ['en', 'hinglish', 'hi'] as const) {
      for (const fee of [true, false]) {
        expect(
          FEE_DEMAND_CASES.filter((c) => c.lang === lang && c.fee === fee).length,
        ).toBeGreaterThanOrEqual(40);
      }
    }
    expect(new Set(FEE_DEMAND_CASES.map((c) => normalizeMessage(c.text))).size).toBe(FEE_DEMAND_CASES.length);
  });

  it('finds at least 95 % of the demands with at most 2 % false alarms, overall and in each language', () => {
    const rows = [undefined, 'en', 'hinglish', 'hi'] as const;
    const lines: string[] = [];
    for (const language of rows) {
      const m = measure(language);
      lines.push(
        `fee-demand detector, ${language ?? 'all'}: recall ${percent(m.recall)} of ${m.demands} demands, false alarms ${percent(m.falseAlarmRate)} of ${m.normal} normal messages`,
      );
      expect(m.recall, m.missed.join('\n')).toBeGreaterThanOrEqual(0.95);
      expect(m.falseAlarmRate, m.falseAlarms.join('\n')).toBeLessThanOrEqual(0.02);
    }
    // the figures the README quotes, printed with the test run
    console.log(lines.join('\n'));
  });
});

describe('its rules, each with the reason the operator sees', () => {
  it.each([
    ['Send the amount to hr.team@okaxis today.', 'upi_id'],
    ['Scan the QR and pay the registration amount.', 'qr_payment'],
    ['Make the payment and share the screenshot.', 'payment_proof'],
    ['Like YouTube videos and earn 50 rupees per like.', 'task_scam'],
    ['A refundable security deposit of ₹3000 is required.', 'fee'],
    ['Pay 500 to confirm your slot.', 'pay_amount'],
    ['Make the payment to confirm your seat.', 'pay_to_confirm'],
    ['Aap 499 ka registration kara lo.', 'fee'],
    ['इंटरव्यू कन्फर्म करने के लिए 500 रुपये का भुगतान करें।', 'pay_amount'],
  ] as const)('%s -> %s', (text, reason) => {
    const result = detectFeeDemand(text);
    expect(result.flagged).toBe(true);
    expect(result.reasons).toContain(reason);
  });

  it.each([
    'Salary 25,000 per month plus incentives.',
    'There is no fee at any stage of our hiring process.',
    'We will pay you 18,000 per month in hand.',
    'Your salary is deposited to your bank account on the 7th.',
    'The registration desk opens at 9 am; the security guard will guide you.',
    'Please pay attention to the shift timings: 6:30 pm to 3:30 am.',
    'Koi fees nahi hai, pura process bilkul free hai.',
    'हमारी भर्ती प्रक्रिया में कोई शुल्क नहीं है।',
    'Please do not pay 500 or any amount to anyone in our name.',
  ])('leaves alone: %s', (text) => {
    expect(detectFeeDemand(text)).toEqual({ flagged: false, reasons: [] });
  });

  it('reads "until ... not paid" as a demand, not a denial', () => {
    expect(detectFeeDemand('आपका ऑफर होल्ड पर है जब तक बकाया 3000 रुपये की फीस नहीं भरी जाती।').flagged).toBe(
      true,
    );
    expect(detectFeeDemand('Your job is on hold until the pending fee of Rs. 3,000 is paid.').flagged).toBe(
      true,
    );
  });
});
