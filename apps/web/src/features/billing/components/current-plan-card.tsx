import { AppstoreOutlined, ReloadOutlined, SwapOutlined } from '@ant-design/icons';
import type { CurrentSubscription } from '@nuzul/shared/billing';
import { Button, Card, Descriptions, Empty, Flex, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { DayWithHijri } from '../../../components/day-with-hijri';
import { Heading } from '../../../components/heading';
import { SubscriptionStatusTag } from './status-tags';

/** The plan in force: its dates, the days left and how much of its property limit is used. */
export function CurrentPlanCard({ subscription }: { subscription: CurrentSubscription }) {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { plan, propertiesUsed, propertyLimit, daysLeft } = subscription;
  const usedPercent =
    propertyLimit > 0 ? Math.min(100, Math.round((propertiesUsed / propertyLimit) * 100)) : 100;

  return (
    <Card data-testid="current-plan">
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">{t('current.title')}</Typography.Text>
            <Heading level={2} look={3} style={{ marginBlock: 0 }} data-testid="current-plan-name">
              {plan.name[language]}
            </Heading>
          </Flex>
          <Flex gap={4} wrap>
            <Tag data-testid="current-plan-cycle">{t(`cycles.${plan.billingCycle}`)}</Tag>
            <SubscriptionStatusTag status={subscription.status} />
          </Flex>
        </Flex>

        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            {
              key: 'start',
              label: t('current.start'),
              children:
                subscription.startDate === null ? (
                  t('subscriptions.startsOnPayment')
                ) : (
                  <DayWithHijri date={subscription.startDate} testId="current-plan-start" />
                ),
            },
            {
              key: 'end',
              label: t('current.end'),
              children:
                subscription.endDate === null ? (
                  t('subscriptions.startsOnPayment')
                ) : (
                  <DayWithHijri date={subscription.endDate} testId="current-plan-end" />
                ),
            },
            {
              key: 'left',
              label: t('current.daysLeftLabel'),
              children: (
                <Typography.Text strong data-testid="current-plan-days-left">
                  {daysLeft === 0
                    ? t('current.lastDay')
                    : t('current.daysLeft', { count: daysLeft })}
                </Typography.Text>
              ),
            },
          ]}
        />

        <Flex vertical gap={4}>
          <Typography.Text strong>{t('current.properties')}</Typography.Text>
          <Progress
            percent={usedPercent}
            status={propertiesUsed >= propertyLimit ? 'exception' : 'normal'}
            // "2 / 3" reads as used of limit in both directions.
            format={() => <bdi dir="ltr">{`${propertiesUsed} / ${propertyLimit}`}</bdi>}
            aria-label={t('current.usage', { used: propertiesUsed, limit: propertyLimit })}
            data-testid="current-plan-usage"
          />
          <Typography.Text type="secondary" data-testid="current-plan-usage-text">
            {t('current.usage', { used: propertiesUsed, limit: propertyLimit })}
          </Typography.Text>
        </Flex>

        <Flex gap={8} wrap>
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            onClick={() => void navigate(`/subscriptions/plans?cycle=${plan.billingCycle}`)}
            data-testid="current-plan-renew"
          >
            {t('current.renew')}
          </Button>
          <Button
            icon={<SwapOutlined />}
            onClick={() => void navigate('/subscriptions/plans')}
            data-testid="current-plan-change"
          >
            {t('current.changePlan')}
          </Button>
        </Flex>
        <Typography.Text type="secondary" data-testid="current-plan-change-rule">
          {t('changeRule')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

/** No plan in force: the way to the plans. */
export function NoCurrentPlan() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{t('current.emptyTitle')}</Typography.Text>
            <Typography.Text type="secondary">{t('current.emptyText')}</Typography.Text>
          </Flex>
        }
        data-testid="current-plan-empty"
      >
        <Button
          type="primary"
          icon={<AppstoreOutlined />}
          onClick={() => void navigate('/subscriptions/plans')}
          data-testid="current-plan-see-plans"
        >
          {t('seePlans')}
        </Button>
      </Empty>
    </Card>
  );
}
