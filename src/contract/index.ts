export * from './api-paths';
export * from './auth';
export * from './dashboard';
export * from './envelope';
export * from './headers';
export * from './limits';
export * from './lists';
