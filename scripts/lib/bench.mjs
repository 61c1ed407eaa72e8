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
