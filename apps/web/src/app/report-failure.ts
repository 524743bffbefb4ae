import { decideFailure } from './api-failure';
import type { ApiError } from './api-error';
import { describeFailure } from './describe-failure';
import { navigateTo } from './navigation';
import { sessionStore } from './session';
import { toast } from './toast';

/** Carries out the interceptor's decision: end the session, go to `/`, show the toast. */
export function reportFailure(
  error: ApiError,
  call: { url: string; sentToken: boolean },
  { silent, keepSession }: { silent: boolean; keepSession: boolean },
): void {
  const decision = decideFailure({ status: error.status, text: error.message, ...call });
  if (decision.endSession && !keepSession) {
    sessionStore.end('expired');
    navigateTo('/');
  }
  if (decision.toast && !silent) toast.error(describeFailure(error));
}
