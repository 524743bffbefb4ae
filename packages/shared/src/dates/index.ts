export * from './days';
export * from './ranges';
export * from './today';
export * from './format';
export * from './schemas';
/** The Intl locale of an interface language (ar-SA, en-SA), for screens that format dates themselves. */
export { intlLocale } from '../intl/locales';
