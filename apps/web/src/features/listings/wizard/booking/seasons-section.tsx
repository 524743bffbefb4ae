import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { todayIn } from '@nuzul/shared/dates';
import { SEASONS_MAX, type Season } from '@nuzul/shared/terms';
import { Alert, Button, Flex, Popconfirm, Tag, Tooltip, Typography, theme } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../../app/describe-failure';
import { toast } from '../../../../app/toast';
import { Money } from '../../../../components/money/money';
import { useCopySeasonToNextYear, useDeleteSeason } from '../../api';
import { StepFooter } from '../step-footer';
import { ExampleQuote } from './example-quote';
import { DayWithHijri } from '../../../../components/day-with-hijri';
import type { SectionProps } from './section-props';

type DrawerState = { season: Season | undefined } | null;

/** The season form loads when first opened, keeping the wizard within its budget. */
const SeasonDrawer = lazy(() =>
  import('./season-drawer').then((module) => ({ default: module.SeasonDrawer })),
);

interface Column {
  key: string;
  title: string;
  render: (season: Season) => ReactNode;
}

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

  const { token } = theme.useToken();
  const cell = {
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start' as const,
    verticalAlign: 'top' as const,
  };

  const columns: Column[] = [
    {
      key: 'name',
      title: t('booking.seasons.name'),
      render: (season) => (
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
      render: (season) => (
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
      render: (season) => <Money value={season.dailyPrice} />,
    },
    {
      key: 'extra',
      title: t('booking.seasons.extraGuestPrice'),
      render: (season) => <Money value={season.extraGuestPrice} />,
    },
    { key: 'guests', title: t('booking.seasons.guests'), render: (season) => season.guests },
    {
      key: 'stay',
      title: t('booking.seasons.stay'),
      render: (season) =>
        t('booking.seasons.stayRange', { min: season.minStay, max: season.maxStay }),
    },
    {
      key: 'actions',
      title: t('booking.seasons.actions'),
      render: (season) => (
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
      {/* A plain table: Ant Design's Table would add 40 KB to the wizard for six columns. */}
      <div style={{ overflowX: 'auto' }} data-testid="seasons-table">
        <table style={{ width: '100%', borderCollapse: 'collapse', whiteSpace: 'nowrap' }}>
          <thead>
            <tr style={{ background: token.colorFillAlter }}>
              {columns.map((column) => (
                <th key={column.key} scope="col" style={{ ...cell, fontWeight: 600 }}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {seasons.length === 0 ? (
              <tr>
                <td colSpan={columns.length} style={{ ...cell, textAlign: 'center' }}>
                  <Typography.Text type="secondary">{t('booking.seasons.none')}</Typography.Text>
                </td>
              </tr>
            ) : (
              seasons.map((season) => (
                <tr
                  key={season.id}
                  style={isPast(season) ? { opacity: 0.6 } : undefined}
                  data-testid={`season-row-${season.id}`}
                  data-past={isPast(season) ? 'true' : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.key} style={cell}>
                      {column.render(season)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <ExampleQuote property={property} settings={settings} />
      {drawer !== null && sleep !== undefined && (
        <Suspense fallback={null}>
          <SeasonDrawer
            propertyId={property.id}
            settings={settings}
            sleep={sleep}
            today={today}
            season={drawer.season}
            onEdit={onEdit}
            onClose={close}
          />
        </Suspense>
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
