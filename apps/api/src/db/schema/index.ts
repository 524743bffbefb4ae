// One file per domain; each is re-exported here so drizzle knows every table.
export * from './accounts';
export * from './definitions';
export * from './listings';
export * from './terms';
export * from './jobs';
export * from './billing';
export * from './payments';
