import type { Channel, ChannelProperty } from '@nuzul/shared/channels';
import { Card, Divider, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionRow } from './connection-row';

/** Each property once, or each unit of a multi-unit property (a connection is per unit). */
function placesOf(
  properties: readonly ChannelProperty[],
): { property: ChannelProperty; unitNo: number | null }[] {
  return properties.flatMap((property): { property: ChannelProperty; unitNo: number | null }[] =>
    property.units > 1
      ? Array.from({ length: property.units }, (_, index) => ({ property, unitNo: index + 1 }))
      : [{ property, unitNo: null }],
  );
}

/** One channel: what it does, and the owner's properties connected to it or not. */
export function ChannelCard({
  channel,
  properties,
}: {
  channel: Channel;
  properties: readonly ChannelProperty[];
}) {
  const { t } = useTranslation('channels');
  const headingId = `channel-${channel}-title`;
  return (
    <Card
      title={
        <h2 id={headingId} style={{ margin: 0, fontSize: 'inherit' }}>
          {t(`names.${channel}`)}
        </h2>
      }
      aria-labelledby={headingId}
      role="region"
      data-testid={`channel-card-${channel}`}
    >
      <Typography.Paragraph type="secondary">{t(`about.${channel}`)}</Typography.Paragraph>
      {placesOf(properties).map(({ property, unitNo }, index) => (
        <Fragment key={`${property.id}-${unitNo ?? 0}`}>
          {index > 0 && <Divider style={{ marginBlock: 16 }} />}
          <ConnectionRow
            channel={channel}
            property={property}
            unitNo={unitNo}
            connection={property.connections.find(
              (connection) => connection.channel === channel && connection.unitNo === unitNo,
            )}
          />
        </Fragment>
      ))}
    </Card>
  );
}
