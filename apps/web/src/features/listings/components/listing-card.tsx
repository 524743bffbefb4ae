import { CalendarOutlined, UserOutlined } from '@ant-design/icons';
import type { ListingItem } from '@nuzul/shared/listings';
import { Card, Flex, Progress, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../components/format-date';
import { Money } from '../../../components/money/money';
import { PhotoPlaceholder } from './photo-placeholder';
import { StatusTag } from './status-tag';

export function listingPath(item: Pick<ListingItem, 'id' | 'kind'>): string {
  return item.kind === 'building' ? `/buildings/${item.id}` : `/properties/${item.id}`;
}

/**
 * A property or building of the list: photo, name, status, "from" price per night, created
 * date, bookings, owner, and for a property not yet published how complete it is.
 */
export function ListingCard({ item }: { item: ListingItem }) {
  const { t } = useTranslation('listings');
  const formatDate = useFormatDate();
  const name =
    item.name ?? (item.kind === 'building' ? t('list.unnamedBuilding') : t('list.unnamed'));
  return (
    <Link
      to={listingPath(item)}
      data-testid="listing-card"
      data-listing-id={item.id}
      data-kind={item.kind}
      style={{ display: 'block', color: 'inherit', height: '100%' }}
    >
      <Card
        hoverable
        style={{ height: '100%' }}
        styles={{ body: { padding: 16 } }}
        cover={
          <div style={{ aspectRatio: '4 / 3', overflow: 'hidden' }}>
            {item.mainPhotoUrl === null ? (
              <PhotoPlaceholder kind={item.kind} />
            ) : (
              <img
                src={item.mainPhotoUrl}
                alt=""
                loading="lazy"
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                data-testid="listing-photo"
              />
            )}
          </div>
        }
      >
        <Flex vertical gap={8}>
          <Flex justify="space-between" align="start" gap={8}>
            <Typography.Text
              strong
              ellipsis={{ tooltip: name }}
              style={{ fontSize: 17 }}
              data-testid="listing-name"
            >
              {name}
            </Typography.Text>
            <StatusTag status={item.status} />
          </Flex>
          {item.fromPrice !== null && (
            <Typography.Text data-testid="listing-from-price">
              <Trans
                t={t}
                i18nKey="list.fromPrice"
                components={{ price: <Money value={item.fromPrice} style={{ fontWeight: 600 }} /> }}
              />
            </Typography.Text>
          )}
          {item.completeness !== null && item.status === 'pending' && (
            <Flex align="center" gap={8} data-testid="listing-completeness">
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {t('list.completeness')}
              </Typography.Text>
              <Progress
                percent={item.completeness}
                size="small"
                aria-label={t('list.completeness')}
                style={{ margin: 0 }}
              />
            </Flex>
          )}
          <Typography.Text type="secondary" data-testid="listing-created">
            <CalendarOutlined style={{ marginInlineEnd: 6 }} />
            {t('list.created', { date: formatDate(item.createdAt) })}
          </Typography.Text>
          <Flex justify="space-between" gap={8} wrap>
            <Typography.Text
              type="secondary"
              ellipsis
              style={{ maxWidth: '60%' }}
              data-testid="listing-owner"
            >
              <UserOutlined style={{ marginInlineEnd: 6 }} />
              {item.owner.name}
            </Typography.Text>
            <Typography.Text type="secondary" data-testid="listing-bookings">
              {t('list.bookings', { count: item.bookingsCount })}
            </Typography.Text>
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}
