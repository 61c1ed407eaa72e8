export * from './certificates';
export * from './education';
export * from './employment';
export * from './experience';
export * from './job-preference';
export * from './profile';
export * from './progress';
export * from './steps';
