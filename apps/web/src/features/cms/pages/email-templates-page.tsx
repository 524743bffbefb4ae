import type { EmailTemplateKind } from '@nuzul/shared/cms';
import { Flex, Select, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/use-page-title';
import { LoadFailure } from '../../../components/load-failure';
import { Panel } from '../../../components/panel';
import { useEmailTemplates } from '../api';
import { TemplateForm } from '../components/template-form';

/** The owner's guest e-mails, one kind at a time (the kind in the URL). */
export function EmailTemplatesPage() {
  const { t } = useTranslation('cms');
  usePageTitle(t('sections.email-templates'));
  const templates = useEmailTemplates();
  const [params, setParams] = useSearchParams();
  if (templates.error !== null) {
    return (
      <LoadFailure
        error={templates.error}
        message="fetchData"
        onRetry={() => void templates.refetch()}
        testId="cms-templates-error"
      />
    );
  }
  if (templates.data === undefined) return <Skeleton active paragraph={{ rows: 8 }} />;
  const list = templates.data;
  const template = list.find((entry) => entry.kind === params.get('kind')) ?? list[0];
  if (template === undefined) return null;
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong id="cms-template-kind">
          {t('templates.kind')}
        </Typography.Text>
        <Select<EmailTemplateKind>
          aria-labelledby="cms-template-kind"
          value={template.kind}
          onChange={(kind) => setParams({ kind }, { replace: true })}
          options={list.map((entry) => ({
            value: entry.kind,
            label: t(`templates.kinds.${entry.kind}`),
          }))}
          style={{ minWidth: 260, maxWidth: '100%' }}
          data-testid="cms-template-kind"
        />
        <Tag color={template.isDefault ? 'default' : 'blue'}>
          {template.isDefault ? t('templates.isDefault') : t('templates.edited')}
        </Tag>
      </Flex>
      {template.kind === 'owner_message' && (
        <Typography.Text type="secondary" data-testid="cms-template-reply-link">
          {t('templates.replyLinkAdded')}
        </Typography.Text>
      )}
      <Panel>
        <TemplateForm key={template.kind} template={template} />
      </Panel>
    </Flex>
  );
}
