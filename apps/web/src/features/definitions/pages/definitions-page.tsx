import { userDefinitionKinds } from '@nuzul/shared/definitions';
import { Button, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { describeFailure, screenFailureText } from '../../../app/describe-failure';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { useDefinitions, useDeleteUserDefinition } from '../api';
import { OwnDefinitions } from '../components/own-definitions';
import { SeededDefinitions } from '../components/seeded-definitions';
import { UserDefinitionForm } from '../components/user-definition-form';

const ownKinds: readonly string[] = userDefinitionKinds;

/** The owner's own definitions (add, delete) and the seeded lists (read only). */
export function DefinitionsPage() {
  const { t } = useTranslation('definitions');
  usePageTitle(t('pageTitles.definitions', { ns: 'common' }));
  const wide = useMinWidth('sm');
  const { lookup, isPending, error, refetch } = useDefinitions();
  const remove = useDeleteUserDefinition();
  const deleteItem = (id: number): void =>
    remove.mutate(id, {
      onError: (failure) => toast.error(describeFailure(failure)),
    });
  const own = lookup.items.filter((item) => item.own && ownKinds.includes(item.kind));

  if (error !== null) {
    return (
      <Result
        status="error"
        title={screenFailureText('fetchData')}
        extra={<Button onClick={refetch}>{t('retry')}</Button>}
        data-testid="definitions-error"
      />
    );
  }

  return (
    <Flex vertical gap={16} data-testid="definitions-page">
      <div>
        <Heading level={1} look={wide ? 2 : 3} style={{ marginBlock: 0 }}>
          {t('title')}
        </Heading>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </div>
      <Card title={t('own.title')}>
        <Flex vertical gap={16}>
          <UserDefinitionForm />
          {isPending ? (
            <Skeleton active />
          ) : own.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('own.empty')}
              data-testid="own-definitions-empty"
            />
          ) : (
            <OwnDefinitions
              items={own}
              lookup={lookup}
              onDelete={deleteItem}
              deletingId={remove.isPending ? remove.variables : undefined}
            />
          )}
        </Flex>
      </Card>
      <Card title={t('seeded.title')}>
        {isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <SeededDefinitions lookup={lookup} />
        )}
      </Card>
    </Flex>
  );
}
