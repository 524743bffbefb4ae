export { AppError, type FieldIssue } from './app-error';
export { errorCatalogue, errorCodes, isErrorCode, type ErrorCode } from './codes';
export { errorResponse, type ErrorResponse } from './error-body';
