export * from './rules';
export * from './schemas';
export * from './responses';
export * from './quote';
export * from './cancellation';
export * from './readiness';
