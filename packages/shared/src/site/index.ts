export * from './schemas';
export * from './responses';
