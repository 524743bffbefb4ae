export * from './rules';
export * from './schemas';
export * from './responses';
export * from './realtime';
