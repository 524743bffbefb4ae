import type { SyncLogRow } from '@nuzul/shared/channels';
import { Button, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatInstant } from '../format-instant';
import { LtrText, monospace as mono } from './ltr-text';
import { SyncStatusTag } from './sync-status-tag';

const short = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

/** An id cut to its first 8 characters; the whole of it on hover. */
function ShortId({ id }: { id: string }) {
  return (
    <Tooltip title={<span dir="ltr">{id}</span>}>
      <span dir="ltr" style={mono}>
        {short(id)}
      </span>
    </Tooltip>
  );
}

/** A named thing with its id on hover, linking to its page. */
function NamedLink({
  to,
  name,
  id,
  testId,
}: {
  to: string;
  name: string | null;
  id: string;
  testId: string;
}) {
  return (
    <Tooltip title={<span dir="ltr">{id}</span>}>
      <Link to={to} data-testid={testId}>
        {name ?? id}
      </Link>
    </Tooltip>
  );
}

/** The first line of a request or response; the row expands to the whole text. */
function FirstLine({ text }: { text: string }) {
  return <LtrText text={text.split('\n', 1)[0] ?? ''} maxWidth={260} monospace />;
}

const none = '—';

/**
 * The table's columns: exactly the spec's (Property ID, Reservation ID, Building ID, Action,
 * Type, Request, Response, Response ID, Timestamp, Search ID), then the status tag.
 */
export function useSyncLogColumns(
  onSearchId: (searchId: string) => void,
): TableColumnsType<SyncLogRow> {
  const { t } = useTranslation('channels');
  const formatInstant = useFormatInstant();
  return [
    {
      key: 'propertyId',
      title: t('logs.columns.propertyId'),
      render: (_, row) =>
        row.propertyId === null ? (
          none
        ) : (
          <NamedLink
            to={`/properties/${row.propertyId}`}
            name={row.propertyName}
            id={row.propertyId}
            testId="sync-log-property"
          />
        ),
    },
    {
      key: 'reservationId',
      title: t('logs.columns.reservationId'),
      render: (_, row) =>
        row.reservationId === null ? (
          none
        ) : (
          <Link to={`/bookings/${row.reservationId}`} data-testid="sync-log-reservation">
            <ShortId id={row.reservationId} />
          </Link>
        ),
    },
    {
      key: 'buildingId',
      title: t('logs.columns.buildingId'),
      render: (_, row) =>
        row.buildingId === null ? (
          none
        ) : (
          <NamedLink
            to={`/buildings/${row.buildingId}`}
            name={row.buildingName}
            id={row.buildingId}
            testId="sync-log-building"
          />
        ),
    },
    {
      key: 'action',
      title: t('logs.columns.action'),
      render: (_, row) => (
        <span data-testid="sync-log-action">{t(`logs.actions.${row.action}`)}</span>
      ),
    },
    {
      key: 'type',
      title: t('logs.columns.type'),
      render: (_, row) => t(`logs.types.${row.type}`),
    },
    {
      key: 'request',
      title: t('logs.columns.request'),
      render: (_, row) => <FirstLine text={row.request} />,
    },
    {
      key: 'response',
      title: t('logs.columns.response'),
      render: (_, row) => <FirstLine text={row.response} />,
    },
    {
      key: 'responseId',
      title: t('logs.columns.responseId'),
      render: (_, row) =>
        row.responseId === null ? (
          none
        ) : (
          <LtrText text={row.responseId} maxWidth={200} monospace tooltip />
        ),
    },
    {
      key: 'timestamp',
      title: t('logs.columns.timestamp'),
      render: (_, row) => (
        <time dateTime={row.timestamp} style={{ whiteSpace: 'nowrap' }}>
          {formatInstant(row.timestamp)}
        </time>
      ),
    },
    {
      key: 'searchId',
      title: t('logs.columns.searchId'),
      render: (_, row) => (
        <Tooltip
          title={
            <>
              <span dir="ltr">{row.searchId}</span>
              <br />
              {t('logs.filterRun')}
            </>
          }
        >
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0, height: 'auto' }}
            onClick={() => onSearchId(row.searchId)}
            aria-label={`${t('logs.filterRun')}: ${row.searchId}`}
            data-testid="sync-log-search-id"
            data-search-id={row.searchId}
          >
            <span dir="ltr" style={mono}>
              {short(row.searchId)}
            </span>
          </Button>
        </Tooltip>
      ),
    },
    {
      key: 'status',
      title: t('logs.columns.status'),
      // Kept in view while the row scrolls; a fixed column also makes antd draw an opened
      // row's request and response at the visible width instead of the whole table's.
      fixed: 'end',
      render: (_, row) => <SyncStatusTag status={row.status} />,
    },
  ];
}
