import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { todayIn } from '@nuzul/shared/dates';
import { SEASONS_MAX, type Season } from '@nuzul/shared/terms';
import {
  Alert,
  Button,
  Flex,
  Popconfirm,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../../app/describe-failure';
import { toast } from '../../../../app/toast';
import { Money } from '../../../../components/money/money';
import { useCopySeasonToNextYear, useDeleteSeason } from '../../api';
import { StepFooter } from '../step-footer';
import { ExampleQuote } from './example-quote';
import { DayWithHijri } from './season-dates';
import { SeasonDrawer } from './season-drawer';
import type { SectionProps } from './section-props';

type DrawerState = { season: Season | undefined } | null;

/**
 * The property's seasons (spec §3 "Season"): a table, each season added or edited in a
 * drawer and saved on its own, so Next only moves on. Past seasons stay, greyed.
 */
export function SeasonsSection({
  property,
  settings,
  onEdit,
  onDone,
  onBack,
}: SectionProps<'seasons'>) {
  const { t } = useTranslation('listings');
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const remove = useDeleteSeason(property.id);
  const copy = useCopySeasonToNextYear(property.id);
  const today = todayIn(settings.timeZone, new Date());
  const sleep = property.specifications?.sleep;
  const seasons = [...settings.seasons].sort((a, b) => a.dateFrom.localeCompare(b.dateFrom));
  const isPast = (season: Season) => season.dateTo < today;

  const close = (saved: Season | undefined) => {
    setDrawer(null);
    onEdit(undefined, false);
    if (saved !== undefined) toast.success(t('booking.seasons.saved'));
  };

  const columns: TableColumnsType<Season> = [
    {
      key: 'name',
      title: t('booking.seasons.name'),
      render: (_, season) => (
        <Flex vertical gap={4} align="start">
          <Typography.Text type={isPast(season) ? 'secondary' : undefined}>
            {season.seasonName}
          </Typography.Text>
          {isPast(season) && <Tag>{t('booking.seasons.past')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'dates',
      title: t('booking.seasons.dates'),
      render: (_, season) => (
        <Flex gap={8} align="start">
          <DayWithHijri date={season.dateFrom} />
          <span aria-hidden>–</span>
          <DayWithHijri date={season.dateTo} />
        </Flex>
      ),
    },
    {
      key: 'price',
      title: t('booking.seasons.dailyPrice'),
      render: (_, season) => <Money value={season.dailyPrice} />,
    },
    {
      key: 'extra',
      title: t('booking.seasons.extraGuestPrice'),
      render: (_, season) => <Money value={season.extraGuestPrice} />,
    },
    { key: 'guests', title: t('booking.seasons.guests'), dataIndex: 'guests' },
    {
      key: 'stay',
      title: t('booking.seasons.stay'),
      render: (_, season) =>
        t('booking.seasons.stayRange', { min: season.minStay, max: season.maxStay }),
    },
    {
      key: 'actions',
      title: t('booking.seasons.actions'),
      fixed: 'end',
      render: (_, season) => (
        <Flex gap={4}>
          <Tooltip title={t('booking.seasons.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('booking.seasons.edit')}
              onClick={() => setDrawer({ season })}
              data-testid={`season-edit-${season.id}`}
            />
          </Tooltip>
          <Tooltip title={t('booking.seasons.copyNextYear')}>
            <Button
              type="text"
              icon={<CopyOutlined />}
              aria-label={t('booking.seasons.copyNextYear')}
              loading={copy.isPending && copy.variables === season.id}
              onClick={() =>
                copy.mutate(season.id, {
                  onSuccess: () => toast.success(t('booking.seasons.copied')),
                })
              }
              data-testid={`season-copy-${season.id}`}
            />
          </Tooltip>
          <Popconfirm
            title={t('booking.seasons.deleteConfirm')}
            okText={t('actions.delete')}
            cancelText={t('actions.cancel')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => remove.mutateAsync(season.id).then(() => undefined)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('actions.delete')}
              data-testid={`season-delete-${season.id}`}
            />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <div data-testid="booking-seasons">
      {sleep === undefined ? (
        <Alert
          type="warning"
          showIcon
          title={validationText('specificationsFirst')}
          style={{ marginBlockEnd: 16 }}
          data-testid="seasons-specifications-first"
        />
      ) : null}
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBlockEnd: 12 }}>
        <Typography.Text type="secondary">{t('booking.seasons.hint')}</Typography.Text>
        <Button
          type="primary"
          ghost
          icon={<PlusOutlined />}
          disabled={sleep === undefined || settings.seasons.length >= SEASONS_MAX}
          onClick={() => setDrawer({ season: undefined })}
          data-testid="season-add"
        >
          {t('booking.seasons.add')}
        </Button>
      </Flex>
      <Table<Season>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={seasons}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('booking.seasons.none') }}
        onRow={(season) =>
          ({
            style: isPast(season) ? { opacity: 0.6 } : undefined,
            'data-testid': `season-row-${season.id}`,
            'data-past': isPast(season) ? 'true' : undefined,
          }) as HTMLAttributes<HTMLTableRowElement>
        }
        data-testid="seasons-table"
      />
      <ExampleQuote property={property} settings={settings} />
      {drawer !== null && sleep !== undefined && (
        <SeasonDrawer
          propertyId={property.id}
          settings={settings}
          sleep={sleep}
          today={today}
          season={drawer.season}
          onEdit={onEdit}
          onClose={close}
        />
      )}
      <StepFooter
        isLast={false}
        saving={false}
        onBack={onBack}
        onSave={onDone}
        saveLabel={t('booking.next')}
      />
    </div>
  );
}
