/** The NOTIFY channel that wakes the runners of every process when work is committed. */
export const JOBS_CHANNEL = 'nuzul_jobs';

/** A kind of job: its queue name, and (for the compiler) the payload its handler takes. */
export interface JobType<P> {
  readonly queue: string;
  /** Never set: carries the payload type. */
  readonly payloadType?: P;
}

export function jobType<P>(queue: string): JobType<P> {
  return { queue };
}

/** One job to enqueue. The payload is stored as JSON: plain data only. */
export interface JobRequest {
  queue: string;
  payload: unknown;
  /** Jobs of one key run one at a time, in the order they were enqueued. */
  orderingKey?: string;
  /** Not before this time (the runner's clock); at once when absent. */
  runAt?: Date;
}

export function job<P>(
  type: JobType<P>,
  payload: P,
  options: Omit<JobRequest, 'queue' | 'payload'> = {},
): JobRequest {
  return { queue: type.queue, payload, ...options };
}
