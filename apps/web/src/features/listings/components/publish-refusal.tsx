import type { ReadinessItem } from '@nuzul/shared/terms';
import { Alert } from 'antd';
import type { ApiError } from '../../../app/api-error';
import { describeFailure } from '../../../app/describe-failure';
import { isSubscriptionRefusal, SeePlansButton } from '../../billing';
import { isReadinessItem, ReadinessChecklist } from './readiness-checklist';

interface PublishRefusalProps {
  propertyId: string;
  error: ApiError | null;
  onOpen?: (item: ReadinessItem) => void;
  /** Items a checklist beside it already shows missing: not listed twice. */
  shownMissing?: readonly ReadinessItem[];
}

/**
 * Why publishing was refused, where the owner pressed Publish: a listing not ready lists
 * its missing items (the refusal's details) with links to fix them; any other refusal
 * (no subscription, the plan's limit) says its text, with See plans. The property stays
 * Pending.
 */
export function PublishRefusal({
  propertyId,
  error,
  onOpen,
  shownMissing = [],
}: PublishRefusalProps) {
  if (error === null) return null;
  const missing =
    error.code === 'PROPERTY_NOT_READY'
      ? (error.details ?? [])
          .map((issue) => issue.path)
          .filter(isReadinessItem)
          .filter((item) => !shownMissing.includes(item))
      : [];
  return (
    <Alert
      type="error"
      showIcon
      title={describeFailure(error)}
      action={isSubscriptionRefusal(error) ? <SeePlansButton size="small" /> : undefined}
      description={
        missing.length > 0 ? (
          <ReadinessChecklist
            propertyId={propertyId}
            missing={missing}
            onOpen={onOpen}
            testId="publish-missing"
          />
        ) : undefined
      }
      data-testid="publish-refusal"
    />
  );
}
