import { CloudUploadOutlined, StopOutlined } from '@ant-design/icons';
import { todayIn } from '@nuzul/shared/dates';
import type { Property } from '@nuzul/shared/listings';
import { REQUIRED_IMAGE_TYPE_CODES } from '@nuzul/shared/listings';
import { readinessOf } from '@nuzul/shared/terms';
import { Alert, Button, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { screenFailureText } from '../../../app/describe-failure';
import { toast } from '../../../app/toast';
import { useFormatDate } from '../../../components/format-date';
import { useDefinitions } from '../../definitions';
import { useBookingSettings, usePublishProperty, useUnpublishProperty } from '../api';
import { DetailsCard } from './details-sections';
import { PublishRefusal } from './publish-refusal';
import { ReadinessChecklist } from './readiness-checklist';

const requiredTypeCodes: readonly string[] = REQUIRED_IMAGE_TYPE_CODES;

/** A Pending property's readiness (spec §5) with Publish; a published one's Unpublish. */
function PendingPublish({ property }: { property: Property }) {
  const { t } = useTranslation('listings');
  const { lookup } = useDefinitions();
  const settingsQuery = useBookingSettings(property.id);
  const publish = usePublishProperty();
  const settings = settingsQuery.data;

  if (settingsQuery.error !== null) {
    return (
      <Alert
        type="error"
        showIcon
        title={screenFailureText('fetchCheckIn')}
        action={
          <Button size="small" onClick={() => void settingsQuery.refetch()}>
            {t('actions.retry')}
          </Button>
        }
        data-testid="readiness-error"
      />
    );
  }
  if (settings === undefined) return <Skeleton active paragraph={{ rows: 4 }} />;

  const missing = readinessOf({
    property,
    settings,
    today: todayIn(settings.timeZone, new Date()),
    requiredImageTypeIds: lookup
      .ofKind('image_type')
      .filter((item) => requiredTypeCodes.includes(item.code))
      .map((item) => item.id),
    roomFacts: lookup,
  });

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {missing.length === 0 ? t('readiness.allDone') : t('readiness.intro')}
      </Typography.Text>
      <ReadinessChecklist
        propertyId={property.id}
        missing={missing}
        showPresent
        testId="readiness-checklist"
      />
      <PublishRefusal propertyId={property.id} error={publish.error} shownMissing={missing} />
      <Button
        type={missing.length === 0 ? 'primary' : 'default'}
        icon={<CloudUploadOutlined />}
        loading={publish.isPending}
        onClick={() =>
          publish.mutate(property.id, { onSuccess: () => toast.success(t('publish.published')) })
        }
        data-testid="details-publish"
      >
        {t('publish.publish')}
      </Button>
    </Flex>
  );
}

function PublishedActions({ property }: { property: Property }) {
  const { t } = useTranslation('listings');
  const formatDate = useFormatDate();
  const unpublish = useUnpublishProperty();
  return (
    <Flex vertical gap={12} align="start">
      {property.publishedAt !== null && (
        <Typography.Text type="secondary" data-testid="details-published-at">
          {t('publish.publishedOn', { date: formatDate(property.publishedAt) })}
        </Typography.Text>
      )}
      <Popconfirm
        title={t('publish.unpublishConfirm')}
        okText={t('publish.unpublish')}
        cancelText={t('actions.cancel')}
        okButtonProps={{ loading: unpublish.isPending }}
        onConfirm={() =>
          unpublish
            .mutateAsync(property.id)
            .then(() => toast.success(t('publish.unpublished')))
            .catch(() => undefined)
        }
      >
        <Button icon={<StopOutlined />} data-testid="details-unpublish">
          {t('publish.unpublish')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/** The details page's card for publishing; an approved listing has nothing to do here. */
export function PublishCard({ property }: { property: Property }) {
  const { t } = useTranslation('listings');
  if (property.status === 'approved') return null;
  return (
    <DetailsCard
      title={property.status === 'pending' ? t('readiness.title') : t('status.published')}
      testId="details-publish-card"
    >
      {property.status === 'pending' ? (
        <PendingPublish property={property} />
      ) : (
        <PublishedActions property={property} />
      )}
    </DetailsCard>
  );
}
