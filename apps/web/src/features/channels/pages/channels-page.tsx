import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { useChannels } from '../api';
import { ChannelCard } from '../components/channel-card';

/**
 * The channels (spec §2, requirements-next §11.3): a card per channel, and under it every
 * property (or unit) with its two-way iCal sync. Failure: "Unable to load channels.".
 */
export function ChannelsPage() {
  const { t } = useTranslation('channels');
  usePageTitle(t('title'));
  const roomy = useMinWidth('sm');
  const navigate = useNavigate();
  const channels = useChannels();

  const content = () => {
    if (channels.error !== null && channels.data === undefined) {
      return (
        <LoadFailure
          error={channels.error}
          message="loadChannels"
          onRetry={() => void channels.refetch()}
          testId="channels-error"
        />
      );
    }
    if (channels.data === undefined) {
      return <Skeleton active paragraph={{ rows: 10 }} data-testid="channels-loading" />;
    }
    const { properties } = channels.data;
    if (properties.length === 0) {
      return (
        <Empty description={t('empty')} data-testid="channels-empty">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/properties/new')}
          >
            {t('addProperty')}
          </Button>
        </Empty>
      );
    }
    return channels.data.channels.map((channel) => (
      <ChannelCard key={channel} channel={channel} properties={properties} />
    ));
  };

  return (
    <Flex vertical gap={16} data-testid="channels-page">
      <Flex vertical gap={4}>
        <Heading level={1} look={roomy ? 2 : 3} style={{ marginBlock: 0 }}>
          {t('title')}
        </Heading>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </Flex>
      {content()}
    </Flex>
  );
}
