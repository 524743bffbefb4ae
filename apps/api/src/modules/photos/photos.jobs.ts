import { job, jobType, type JobRequest } from '../../platform/jobs/job-types';
import type { JobRunner } from '../../platform/jobs/runner';
import type { PhotosService } from './photos.service';

/** Stored files of records that are gone; deleted unless another record names them. */
export const deletePhotoFiles = jobType<{ keys: string[] }>('photos.delete-files');

/** Building photo uploads that no building took within a day. */
export const purgeUnusedUploads = jobType<Record<string, never>>('photos.purge-unused-uploads');

/** Enqueue it in the transaction that deletes the records: a rollback keeps the files. */
export function deletePhotoFilesJob(keys: readonly string[]): JobRequest {
  return job(deletePhotoFiles, { keys: [...keys] });
}

export function registerPhotoJobs(jobs: JobRunner, photos: PhotosService): void {
  jobs.handle(deletePhotoFiles, ({ keys }) => photos.deleteFiles(keys));
  jobs.handle(purgeUnusedUploads, async () => {
    await photos.purgeUnusedUploads();
  });
  // Hourly, at a minute no other schedule is likely to take.
  jobs.schedule('photos.purge-unused-uploads', '17 * * * *', purgeUnusedUploads, {});
}
