export * from './days';
export * from './ranges';
export * from './today';
export * from './format';
export * from './schemas';
