import { job, jobType } from '../../platform/jobs/job-types';
import { enqueueJobs } from '../../platform/jobs/jobs.repository';
import type { JobRunner } from '../../platform/jobs/runner';
import type { Database } from '../../db/client';
import type { ChannelsService } from './channels.service';

/** Every minute: hand the connections whose 15 minutes are up to `channels.sync` jobs. */
export const pollChannels = jobType<Record<string, never>>('channels.poll');
/** One connection's scheduled import; one at a time per connection (its ordering key). */
export const syncConnection = jobType<{ connectionId: string }>('channels.sync');
/** Daily: sync logs older than 90 days go. */
export const purgeSyncLogs = jobType<Record<string, never>>('channels.purge-logs');

/** Connections handed out per poll; the rest wait for the next minute. */
const POLL_BATCH = 500;

/**
 * Each connection has its own next time, set at a random point of the first 15 minutes
 * when it is made and moved on by 15 minutes each time it is taken: the feeds are polled
 * spread over the period, not all at once.
 */
export function scheduleChannelJobs(jobs: JobRunner, db: Database, channels: ChannelsService) {
  jobs.handle(pollChannels, async () => {
    const due = await channels.claimDue(POLL_BATCH);
    await enqueueJobs(
      db,
      due.map((connectionId) =>
        job(syncConnection, { connectionId }, { orderingKey: `channels.sync|${connectionId}` }),
      ),
    );
  });
  // A failed fetch is a failed run (logged, shown); a throw is the database's, worth a retry.
  jobs.handle(syncConnection, ({ connectionId }) => channels.runScheduled(connectionId), {
    maxAttempts: 3,
  });
  jobs.handle(purgeSyncLogs, async () => {
    await channels.purgeLogs();
  });
  jobs.schedule('channels.poll', '* * * * *', pollChannels, {});
  jobs.schedule('channels.purge-logs', '40 3 * * *', purgeSyncLogs, {});
}
