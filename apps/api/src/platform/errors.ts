import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  codeForStatus,
  errorCatalogue,
  fieldIssue,
  type ErrorCode,
  type ErrorResponse,
} from '@nuzul/shared/errors';
import { validationKeyOf } from '@nuzul/shared/validation';

/** The body of every failed answer: `{ statusCode, code, error, message }`. */
export function errorBody(
  code: ErrorCode,
  message: string,
  details?: ErrorResponse['details'],
): ErrorResponse {
  const statusCode = errorCatalogue[code].status;
  return {
    statusCode,
    code,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(details ? { details } : {}),
  };
}

/** SQLSTATE of a driver error; Drizzle wraps it, so look at the cause too. */
export function sqlState(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === 'string' && /^[0-9A-Z]{5}$/.test(own)) return own;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause ? sqlState(cause) : undefined;
}

/** The one place where failures become HTTP answers. 5xx bodies never carry internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) =>
        fieldIssue(
          [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
            .filter(Boolean)
            .join('.'),
          validationKeyOf(issue.message ?? ''),
        ),
      );
      return reply
        .status(400)
        .send(errorBody('VALIDATION_FAILED', details[0]?.message ?? 'Invalid value', details));
    }
    const state = sqlState(error);
    if (state === '23P01' || state === '23505') {
      return reply.status(409).send(errorBody('CONFLICT', errorCatalogue.CONFLICT.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      // Framework 4xx messages (malformed JSON, wrong content type) help the caller and reveal nothing.
      const message = code === 'RATE_LIMITED' ? errorCatalogue[code].message : error.message;
      return reply.status(errorCatalogue[code].status).send(errorBody(code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody('UNEXPECTED_ERROR', errorCatalogue.UNEXPECTED_ERROR.message));
  });
}

/** The code of a request that Node's HTTP parser refused, by the parser's error code. */
function codeForClientError(error: ConnectionError): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
}

/**
 * Fastify's `clientErrorHandler`: a request that Node could not read (a broken request line,
 * bytes past a short Content-Length, headers over the size limit, a timeout) never reaches a
 * route or the error handler, so its answer is written to the socket here, in the same shape.
 */
export function answerClientError(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'unreadable request');
  const code = codeForClientError(error);
  const answer = errorBody(code, errorCatalogue[code].message);
  const json = JSON.stringify(answer);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.statusCode} ${answer.error}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}
