export { AppError, fieldIssue, validationFailed, type FieldIssue } from './app-error';
export { codeForStatus, errorCatalogue, errorCodes, isErrorCode, type ErrorCode } from './codes';
export { errorResponse, type ErrorResponse } from './error-body';
