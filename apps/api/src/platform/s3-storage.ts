import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type Storage } from './storage';

export interface S3Settings {
  bucket: string;
  /** MinIO, Ceph, R2...; absent: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`, as MinIO wants. */
  pathStyle: boolean;
}

/** At most this many keys per DeleteObjects call (S3's own limit). */
const DELETE_BATCH = 1000;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.pathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/**
 * The same keys as the local store, one object each; the content type is the object's own
 * Content-Type. S3 has no folders: a prefix that only has keys under it is absent, as a
 * folder is on disk, and deleting a tree lists the keys under `<prefix>/` and deletes them.
 */
export function s3Storage(settings: S3Settings, client = s3Client(settings)): Storage {
  const Bucket = settings.bucket;

  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      // One PUT is atomic: a reader sees the old object, none, or the whole new one.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // In Node the SDK's body is the HTTP response stream: handed on, never buffered.
        const body = object.Body as Readable | undefined;
        if (!body) return undefined;
        return {
          body: body instanceof Readable ? body : Readable.from(body as AsyncIterable<Buffer>),
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async deleteTree(prefix) {
      assertStorageKey(prefix);
      const keys: string[] = [prefix];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      // Deleting a key that does not exist succeeds: a missing tree is not an error.
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = result.Errors?.[0];
        if (failed)
          throw new Error(`cannot delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
    },
  };
}
