export {
  englishMessage,
  messageKey,
  validationMessages,
  type ValidationMessageKey,
} from './messages';
