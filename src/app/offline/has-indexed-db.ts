/** Whether this browser (or test environment) has IndexedDB: the one check every store makes. */
export const hasIndexedDb = (): boolean => typeof indexedDB !== 'undefined';
