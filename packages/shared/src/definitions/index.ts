export * from './ids';
export * from './kinds';
export * from './schemas';
