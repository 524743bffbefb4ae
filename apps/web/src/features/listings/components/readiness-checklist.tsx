import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { readinessItems, readinessTarget, type ReadinessItem } from '@nuzul/shared/terms';
import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The wizard's address of the step (and section) that fixes a readiness item. */
export function readinessLink(propertyId: string, item: ReadinessItem): string {
  const { step, section } = readinessTarget[item];
  const query = new URLSearchParams({ step, ...(section === undefined ? {} : { section }) });
  return `/properties/${propertyId}/edit?${query.toString()}`;
}

export function isReadinessItem(value: string): value is ReadinessItem {
  return (readinessItems as readonly string[]).includes(value);
}

interface ReadinessChecklistProps {
  propertyId: string;
  missing: readonly ReadinessItem[];
  /** Every item, the present ones ticked; otherwise the missing ones only. */
  showPresent?: boolean;
  /** Called when a missing item's link is followed (a prompt closes itself). */
  onOpen?: (item: ReadinessItem) => void;
  testId: string;
}

/** What a listing still needs before it is published, each missing item a link to fix it. */
export function ReadinessChecklist({
  propertyId,
  missing,
  showPresent = false,
  onOpen,
  testId,
}: ReadinessChecklistProps) {
  const { t } = useTranslation('listings');
  const { token } = theme.useToken();
  const items = showPresent
    ? readinessItems
    : readinessItems.filter((item) => missing.includes(item));
  return (
    <ul data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => {
        const isMissing = missing.includes(item);
        return (
          <li
            key={item}
            data-testid={`${testId}-${item}`}
            data-missing={isMissing}
            style={{ paddingBlock: 4 }}
          >
            <Flex gap={8} align="center">
              {isMissing ? (
                <ExclamationCircleOutlined
                  style={{ color: token.colorWarning }}
                  role="img"
                  aria-label={t('readiness.missing')}
                />
              ) : (
                <CheckCircleFilled
                  style={{ color: token.colorSuccess }}
                  role="img"
                  aria-label={t('readiness.present')}
                />
              )}
              {isMissing ? (
                <Link to={readinessLink(propertyId, item)} onClick={() => onOpen?.(item)}>
                  {t(`readiness.items.${item}`)}
                </Link>
              ) : (
                <Typography.Text>{t(`readiness.items.${item}`)}</Typography.Text>
              )}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
