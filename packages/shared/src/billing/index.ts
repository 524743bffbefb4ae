export * from './rules';
export * from './amounts';
export * from './zatca';
export * from './schemas';
export * from './responses';
