export * from './rules';
export * from './schemas';
export * from './responses';
export * from './rooms';
export * from './postal-code';
export * from './room-amenities';
