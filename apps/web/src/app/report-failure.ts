import { decideFailure, type FailureFacts } from './api-failure';
import { navigateTo } from './navigation';
import { sessionStore } from './session';
import { toast } from './toast';
import { hasTranslation, translateMessage } from './translate-message';

/** Carries out the interceptor's decision: end the session, go to `/`, show the toast. */
export function reportFailure(
  facts: FailureFacts,
  { silent, keepSession }: { silent: boolean; keepSession: boolean },
): void {
  const decision = decideFailure(facts, hasTranslation);
  if (decision.endSession && !keepSession) {
    sessionStore.end('expired');
    navigateTo('/');
  }
  if (decision.toast !== null && !silent) toast.error(translateMessage(decision.toast));
}
