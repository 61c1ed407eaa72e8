// Shared by the bench scripts (bench-search.mjs, bench-load.mjs): the typical searches and the
// percentile arithmetic.

/** What candidates type into the job search, alone and together, first pages and later ones. */
export const SEARCHES = [
  ['newest (empty body)', {}],
  ['role "ar caller"', { job_role: 'ar caller' }],
  ['location "chennai"', { location: 'chennai' }],
  ['role "coder" + certificate "cpc"', { job_role: 'coder', certificate_type: 'cpc' }],
  ['skill "denial" + level "experienced"', { skill: 'denial', experience_level: 'experienced' }],
  ['CTC 3-4 lakh + location "hyder"', { exp_ctc: '3,00,000-4,00,000', location: 'hyder' }],
  ['role "medical coder", page 5', { job_role: 'medical coder', page: 5 }],
  ['location "pune" + fresher, page 2', { location: 'pune', experience_level: 'fresher', page: 2 }],
];

/** The nearest-rank percentile of an ascending list (undefined for an empty one). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** What candidates type into the search box (issue 19): typos, abbreviations, several words. */
export const TEXT_SEARCHES = [
  ['q "medcal coder chennai"', { q: 'medcal coder chennai' }],
  ['q "ar calling hyderbad"', { q: 'ar calling hyderbad' }],
  ['q "cpc fresher"', { q: 'cpc fresher' }],
  ['q "denial mgmt"', { q: 'denial mgmt' }],
  ['q "chennai" (one broad word)', { q: 'chennai' }],
  ['q "billing" (one broad word)', { q: 'billing' }],
  ['q "rcm exec bangalore"', { q: 'rcm exec bangalore' }],
  ['q "medical coder" + fresher', { q: 'medical coder', experience_level: 'fresher' }],
  ['q "e&m codr", page 3', { q: 'e&m codr', page: 3 }],
  ['q "non voice kareo banglore"', { q: 'non voice kareo banglore' }],
];

const COLD_WORDS = [
  'ar caller',
  'medcal coder',
  'charge entry',
  'payment postng',
  'denial managment',
  'cpc',
  'ccs coder',
  'eligibilty verification',
  'prior auth',
  'credentialing',
  'team lead',
  'quality analyst',
  'biller',
  'radiology coder',
  'accounts receivable',
  'rcm',
  'coc',
  'patient calling',
  'ehr',
  'exec',
  'non voice',
  'kareo night shift',
];
const COLD_PLACES = [
  'chennai',
  'hyderbad',
  'bengaluru',
  'noida',
  'mumbai',
  'pune',
  'banglore',
  'gurgaon',
  'fresher',
  'experienced',
];

/** `count` distinct searches (words and a place, with typos), each made once: cold timings. */
export const coldTextSearches = (count) =>
  Array.from({ length: count }, (_, i) => {
    const words = COLD_WORDS[i % COLD_WORDS.length];
    const place = COLD_PLACES[Math.floor(i / COLD_WORDS.length) % COLD_PLACES.length];
    return { q: `${words} ${place}` };
  });
