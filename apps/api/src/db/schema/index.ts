// One file per domain; each is re-exported here so drizzle knows every table.
export * from './accounts';
export * from './definitions';
export * from './listings';
export * from './terms';
export * from './jobs';
export * from './billing';
export * from './payments';
export * from './bookings';
export * from './notifications';
export * from './faq';
export * from './calendar-edits';
export * from './reports';
export * from './channels';
export * from './cms';
export * from './inbox';
