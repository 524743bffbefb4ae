import { CrownOutlined } from '@ant-design/icons';
import type { ErrorCode } from '@nuzul/shared/errors';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../app/api-error';

/** Spec §6/§8: the refusals that a plan (another, or any) would lift. */
const subscriptionRefusals: readonly ErrorCode[] = [
  'SUBSCRIPTION_MISSING',
  'SUBSCRIPTION_INACTIVE',
  'SUBSCRIPTION_EXPIRED',
  'SUBSCRIPTION_NO_CREATION',
  'PROPERTY_LIMIT_REACHED',
  'PUBLISH_NEEDS_SUBSCRIPTION',
];

/** Whether a failed call was refused for want of a (bigger) plan. */
export function isSubscriptionRefusal(error: unknown): boolean {
  return isApiError(error) && error.code !== null && subscriptionRefusals.includes(error.code);
}

/** "See plans": to the plans page, where the free trial is one click. */
export function SeePlansButton({
  primary = false,
  size,
}: {
  primary?: boolean;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      size={size}
      icon={<CrownOutlined />}
      onClick={() => void navigate('/subscriptions/plans')}
      data-testid="see-plans"
    >
      {t('seePlans')}
    </Button>
  );
}
