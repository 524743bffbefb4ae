import { HomeOutlined } from '@ant-design/icons';
import type { Booking } from '@nuzul/shared/bookings';
import { Avatar, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/use-language';

/** A booking's property: its thumbnail, name and city. */
export function PropertyCell({ property }: { property: Booking['property'] }) {
  const { t } = useTranslation('bookings');
  const { language } = useLanguage();
  const city = language === 'ar' ? property.cityNameAr : property.cityNameEn;
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <Avatar
        shape="square"
        size={40}
        src={property.thumbnailUrl ?? undefined}
        icon={<HomeOutlined />}
        alt=""
      />
      <Flex vertical style={{ minWidth: 0 }}>
        <span data-testid="booking-property">{property.name ?? t('unnamedProperty')}</span>
        {city !== null && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {city}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
