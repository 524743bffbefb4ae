export {
  isValidationMessageKey,
  messageKey,
  validationKeyOf,
  validationMessages,
  type ValidationMessageKey,
} from './messages';
export { DB_INTEGER_MAX, dbId, dbIdParam, fieldError, isStorableText, safeText } from './fields';
