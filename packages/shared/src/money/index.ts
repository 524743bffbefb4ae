export * from './amounts';
export * from './rates';
export * from './text';
export * from './schemas';
