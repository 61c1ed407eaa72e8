// The one Drizzle schema for PGlite and PostgreSQL alike (no SQL newer than PostgreSQL 15), a module
// per topic; drizzle.config.ts reads this file. Imported as '@server/db/schema' (or '../db/schema').
export * from './accounts';
export * from './applications';
export * from './assessments';
export * from './bulk-work';
export * from './chat';
export * from './companies';
export * from './company-profile';
export * from './connect-requests';
export * from './contact-consent';
export * from './delivery-queue';
export * from './files';
export * from './interviews';
export * from './jobs';
export * from './notifications';
export * from './onboarding';
export * from './reference';
export * from './reports';
export * from './saved-searches';
