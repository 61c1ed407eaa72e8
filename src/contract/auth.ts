/**
 * The auth calls of signed-out-and-onboarding.md §7: one module per call in auth/ (its payload,
 * answer and descriptor), so a page's bundle carries only the calls it makes.
 */
export * from './auth/fields';
export * from './auth/forgot-password';
export * from './auth/login';
export * from './auth/logout';
export * from './auth/referral-verify';
export * from './auth/register';
