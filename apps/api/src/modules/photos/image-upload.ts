import type { FastifyRequest } from 'fastify';
import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import type { ValidationMessageKey } from '@nuzul/shared/validation';

export const UPLOAD_FIELD = 'file';

function invalid(key: ValidationMessageKey): AppError {
  return validationFailed([fieldIssue(`body.${UPLOAD_FIELD}`, key)]);
}

function uploadError(error: unknown): Error {
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  // The multipart limit stops reading at PHOTO_MAX_BYTES: the rest of the file never arrives.
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalid('imageTooLarge');
  if (typeof statusCode === 'number' && statusCode < 500) return error as Error;
  // Busboy's own failures are about the body it was given (a cut or malformed form).
  return new AppError('BAD_REQUEST', 'Malformed multipart body', undefined, error);
}

/**
 * The bytes of the one file of a multipart upload (field `file`), read into memory: the
 * multipart limits of the route cap it at PHOTO_MAX_BYTES.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid('photoRequired');
  let part;
  try {
    part = await request.file();
  } catch (error) {
    throw uploadError(error);
  }
  if (!part) throw invalid('photoRequired');
  if (part.fieldname !== UPLOAD_FIELD) {
    part.file.resume();
    throw invalid('photoRequired');
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
}
