/**
 * The fee-demand detector (issue 37 §2): does a recruiter's message ask the candidate for money?
 * English, Hinglish (Hindi in Latin letters) and Hindi (Devanagari). RCM Careers never charges a
 * candidate and no genuine employer does, so a message asking for a fee, a deposit, a payment by
 * UPI or QR code, an amount with a pay verb, or selling a "task", is flagged: the candidate sees a
 * warning under it and the operator a flag.
 *
 * Rules, each a reason in the answer (the operator sees why):
 * - `upi_id`: a UPI handle (name@okaxis, @ybl, @paytm...);
 * - `qr_payment`: a QR code with a payment word;
 * - `payment_proof`: a screenshot, transaction id or UTR asked for a payment;
 * - `task_scam`: the words of task and investment scams (prepaid task, like videos and earn,
 *   daily commission, invest 2000 get 3000...);
 * - `fee`: a fee, charge, deposit or bond (shulk, fees, chaarj...) not denied in its sentence
 *   ("no fee", "koi charge nahi", "कोई शुल्क नहीं") nor paid by the company (reimbursed);
 * - `pay_amount`: a pay verb of the candidate (pay, transfer, send, bhejo, jama karo, भेजें, जमा
 *   करें, देने होंगे...) with an amount or money in its sentence, not the company paying them
 *   ("we will pay you 18,000") and not denied just before ("do not pay", "मत");
 * - `pay_to_confirm`: a payment to confirm, book, block or unlock something.
 *
 * What it leaves alone, from its labelled set (test-kits/fee-demand-cases.ts): salaries, stipends,
 * allowances, incentives and bonuses ("salary 25,000 per month"), reimbursements, "no fees", and
 * the everyday senses of deposit ("salary deposited"), registration ("registration desk"),
 * security ("security guard"), pay ("pay attention") and task ("the typing task").
 */

export type FeeDemandReason =
  | 'upi_id'
  | 'qr_payment'
  | 'payment_proof'
  | 'task_scam'
  | 'fee'
  | 'pay_amount'
  | 'pay_to_confirm';

export interface FeeDemandResult {
  flagged: boolean;
  /** why, each rule once, in the order above */
  reasons: FeeDemandReason[];
}

/** Lower case, one space, and one spelling of Devanagari's optional marks (nukta, chandrabindu). */
export function normalizeMessage(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/\u093c/g, '')
      .replace(/\u0901/g, '\u0902')
      .replace(/[’‘`]/g, "'")
      // abbreviations whose full stop ends no sentence: "Rs. 1,999", "account no. 5010..."
      .replace(/\brs\.\s*/g, 'rs ')
      .replace(/\bno\.\s*(?=\d)/g, 'number ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Sentences: a fee denied in one ("no fee.") says nothing of the next. */
const sentencesOf = (text: string): string[] =>
  text
    .split(/[.!?।;\n]+(?=\s|$)|[!?।;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);

const UPI_HANDLES =
  'ok[a-z]+|ybl|ibl|axl|paytm|upi|apl|yapl|axisbank|hdfcbank|icici|sbi|kotak|ikwik|freecharge|jupiteraxis|naviaxis|pingpay|slc|fbl|idfcbank|pnb|boi|barodampay|aubank|waaxis|wahdfcbank|wasbi|waicici';
const UPI_ID = new RegExp(`[a-z0-9._-]{2,}@(?:${UPI_HANDLES})(?![a-z0-9.]*\\.[a-z])`);

/** Money: an amount with its currency, or the words for money and an amount to pay. */
const CURRENCY_AMOUNT =
  /(?:₹|\brs\.?|\binr\b)\s*\d|\d[\d,]*(?:\.\d+)?\s*(?:\/-|₹|\brs\b|\brupees?\b|\brupaye\b|\brupay\b|\brupaiye\b|रुपये|रुपए|रु\b)/;
const MONEY_WORDS = /\b(?:amount|money|paise|paisa|payment)\b|पैसे|राशि|रकम/;
/** A bare number that could be rupees: 2 to 8 digits, not a time, a phone number or an ordinal. */
const BARE_AMOUNT =
  /(?<![\d:.,])\d{2,3}(?:,\d{2,3})*(?:,\d{3})?(?![\d:%]|\s*(?:am|pm|baje|बजे|st|nd|rd|th|days?|din|दिन))|(?<![\d:.,])\d{2,6}(?![\d:%,]|\s*(?:am|pm|baje|बजे|days?|din|दिन))/;

const FEE_NOUNS =
  /\bfees?\b|\bcharges?\b(?<!in charge)|\bdeposit\b(?! (?:your|the|his|her)? ?salary)|\brefundable\b|\bsecurity amount\b|\bcaution\b|\bbooking amount\b|\bbond amount\b|\bregistration amount\b|\bactivation charge|शुल्क|फीस|चार्ज|डिपॉजिट|सुरक्षा राशि|बॉन्ड राशि|बुकिंग राशि|पंजीकरण राशि|सिक्योरिटी/;
/** A fee denied ("no fee", "koi charge nahi") or free ("free of charge", "निःशुल्क"). */
const DENIED =
  /\bno\b|\bnot\b|\bnever\b|\bzero\b|\bfree\b|\bnahi\b|\bnahin\b|\bnhi\b|\bmat\b|नहीं|\bन\b|मुफ्त|निःशुल्क|निशुल्क/;
/** "until ... not paid": a denial that is a condition, not a denial. */
const UNTIL = /\buntil\b|\bjab tak\b|जब तक/;
/** The company pays the fee: reimbursed, borne, paid back by the company. */
const COMPANY_PAYS_FEE =
  /reimburs|company (?:bears|pays|will pay)|bears the cost|paid by (?:the )?company|by the company|company ke dwara|कंपनी द्वारा|company (?:karegi|dega|degi)|कंपनी .*(?:वापस करेगी|उठाएगी|देगी)/;

/** The candidate pays: verbs in the three languages. */
const PAY_VERBS = [
  /\bpay\b(?!\s+(?:you|your|for your|attention|a visit))/,
  /\bpaying\b/,
  /\btransfer\b(?!\s+(?:you|to your))/,
  /\bsend\b(?!\s+(?:you|your (?:resume|cv|documents|details)))/,
  /\bremit\b/,
  /\bpayable\b/,
  /\bmake (?:a |the )?payment\b/,
  /\bdeposit\b(?! (?:your|the|his|her)? ?salary)/,
  /\bto be (?:deposited|paid|transferred|remitted)\b/,
  /\bbuy\b|\bpurchase\b|\bkharid/,
  /\binvest\b/,
  /\bclear the\b/,
  /\bbhar(?:o|ni|na|ne|iye|enge)\b/,
  /\bjama (?:kar|karo|karna|karni|karne|karen|hogi|ho)\b/,
  /\bbhej(?:o|iye|na|ne|do| do| dena| dijiye)\b/,
  /\bdaal do\b/,
  /\b(?:dena|deni|dene) (?:hoga|hogi|honge|padega|padegi|padenge)\b/,
  /\blag(?:enge|ega)\b/,
  /\b(?:pay|payment|transfer|upi|paytm|gpay|phonepe) (?:kar|karo|kardo|karna|karke|kijiye|kar do|kar dijiye|karein)\b/,
  /जमा (?:करें|करो|करना|करनी|करने|कर दें)/,
  /भेज(?:ें|ो|िए| दें|ने|ना)/,
  /भुगतान/,
  /पे करें|पेटीएम करें|यूपीआई करें|upi करें|ट्रांसफर करें/,
  /(?:देने|देनी|देना) (?:होंगे|होगी|होगा|पड़ेगा|पडेगा)/,
  /लग(?:ेंगे|ेगा)/,
  /भर(?:ें|ेंगे|ी|नी)/,
  /खरीद/,
  /निवेश/,
];
/** "Google Pay ₹750", "Paytm kar do": the payment apps as verbs. */
const APP_AS_VERB = /(?:google pay|gpay|phonepe|paytm|पेटीएम)\s*(?:₹|rs|\d|kar|पर \d|करें)/;
/** An obligation: the candidate must pay, whoever returns it later. */
const MUST =
  /\b(?:have|has|need|needs) to (?:pay|submit|deposit|buy)|\bmust (?:pay|submit|deposit|buy)|\bpayable\b|\brequired\b|\bto be paid\b|\bis paid\b(?= before)|\b(?:hoga|hogi|honge|padega|padegi|padenge)\b|होंगे|होगी|होगा|अनिवार्य/;
/** The company pays the candidate (salary, allowance, reimbursement): not a demand. */
const COMPANY_PAYS =
  /\bpay you\b|\bpaid to you\b|\bwill be paid\b|\byou (?:will )?(?:get|receive)\b|\bwe pay\b|\baapko\b.*\b(?:milega|milenge|denge|degi|dega|wapas)\b|आपको .*(?:मिलेगा|मिलेंगे|देंगे|लौटा)/;
/** Denied just before the verb: "do not pay", "mat bhejo", "न करें" (checked on the words before it). */
const DENIED_BEFORE = /(?:\bdo not|\bdon't|\bnever|\bnot|\bmat|\bna|\bnahi|नहीं|\bन|मत)\s*(?:\S+\s*){0,2}$/;

/** A price on a step of the hiring: "499 ka registration", "300 का टोकन". */
const PRICED_STEP =
  /\d[\d,]*(?: (?:rupaye|rupees|rs|रुपये|रुपए))? (?:ka|ki|ke|का|की|के) (?:registration|token|joining kit|task|slot|form|पंजीकरण|टोकन|टास्क|किट|फॉर्म)/;

const PURPOSE =
  /\bto (?:confirm|book|block|reserve|secure|unlock|activate|accept|get the offer)\b|\b(?:confirm|book|pakki|pakka|unlock) karne\b|(?:कन्फर्म|पक्की|बुक|अनलॉक|सक्रिय|स्वीकार) करने/;
const PAYMENT_WORD = /\bpay\b|\bpayment\b|\bpaid\b|भुगतान|पे करें/;
const PROOF = /\bscreenshot\b|\btransaction id\b|\butr\b|स्क्रीनशॉट|ट्रांजैक्शन/;
const QR = /\bqr\b|क्यूआर/;
const QR_PAYMENT = /\bpay|\bpayment|\bamount|भुगतान|पे करें|राशि|₹|\brs\b|रुपये/;

const TASK_SCAM = [
  /\bprepaid task|\btask (?:is )?prepaid|पहला टास्क प्रीपेड|टास्क प्रीपेड/,
  /\brecharge (?:task|karo)|\btask recharge|टास्क रिचार्ज|task amount/,
  /\bmerchant tasks?\b/,
  /\btask salary\b/,
  /\blike (?:youtube|instagram|facebook)|\b(?:youtube|instagram) (?:video|post)s? like\b|वीडियो लाइक/,
  /\brate hotels?\b|\bproduct review tasks?\b/,
  /\bdaily (?:commission|income)|\bdaily commission\b|रोज़? कमीशन|रोज कमीशन/,
  /\bearn \d[\d,]* daily\b|\broz \d[\d,]*(?: se \d[\d,]*)? kamao\b|रोज \d[\d,]* रुपये कमा/,
  /\binvest \d|\b\d[\d,]* invest\b|निवेश करें/,
  /\bper (?:like|task)\b|हर लाइक पर/,
];

function sentenceReasons(sentence: string, reasons: Set<FeeDemandReason>): void {
  const hasAmount = CURRENCY_AMOUNT.test(sentence);
  const money = hasAmount || MONEY_WORDS.test(sentence);
  const fee = FEE_NOUNS.test(sentence);
  const denied = DENIED.test(sentence) && !UNTIL.test(sentence);
  const must = MUST.test(sentence);

  if (fee && !denied && !COMPANY_PAYS_FEE.test(sentence)) reasons.add('fee');
  // "499 ka registration", "500 रुपये का टास्क": a price put on a step of the hiring
  if (PRICED_STEP.test(sentence)) reasons.add('fee');

  if (QR.test(sentence) && QR_PAYMENT.test(sentence)) reasons.add('qr_payment');
  if (PROOF.test(sentence) && (PAYMENT_WORD.test(sentence) || money)) reasons.add('payment_proof');
  if (PAYMENT_WORD.test(sentence) && PURPOSE.test(sentence) && !COMPANY_PAYS.test(sentence)) {
    reasons.add('pay_to_confirm');
  }

  const companyPays = COMPANY_PAYS.test(sentence) && !must;
  // a fee denied ("no deposit") is no money to pay
  const owed = fee && !denied;
  if (!companyPays && (money || owed || BARE_AMOUNT.test(sentence))) {
    for (const verb of [...PAY_VERBS, APP_AS_VERB]) {
      const match = verb.exec(sentence);
      if (!match) continue;
      const before = sentence.slice(0, match.index);
      if (DENIED_BEFORE.test(before) && !UNTIL.test(sentence)) continue;
      // a bare number counts only near the verb ("pay 500", "500 pay karo")
      const near = sentence.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30);
      if (money || owed || BARE_AMOUNT.test(near)) {
        reasons.add('pay_amount');
        break;
      }
    }
  }
}

const ORDER: FeeDemandReason[] = [
  'upi_id',
  'qr_payment',
  'payment_proof',
  'task_scam',
  'fee',
  'pay_amount',
  'pay_to_confirm',
];

/** Does this recruiter message ask the candidate for money? With the rules it met. */
export function detectFeeDemand(text: string): FeeDemandResult {
  const message = normalizeMessage(text);
  const reasons = new Set<FeeDemandReason>();
  if (UPI_ID.test(message)) reasons.add('upi_id');
  if (TASK_SCAM.some((rule) => rule.test(message))) reasons.add('task_scam');
  for (const sentence of sentencesOf(message)) sentenceReasons(sentence, reasons);
  const ordered = ORDER.filter((reason) => reasons.has(reason));
  return { flagged: ordered.length > 0, reasons: ordered };
}
