import { ExperimentOutlined } from '@ant-design/icons';
import { importUrlField, type Channel, type ChannelConnection } from '@nuzul/shared/channels';
import { intlLocale } from '@nuzul/shared/dates';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../app/describe-failure';
import { toast } from '../../../app/toast';
import { useLanguage } from '../../../app/use-language';
import { zodCheck } from '../../../components/form/zod-rule';
import { useCreateConnection, useTestFeed, useUpdateConnection } from '../api';

interface ImportUrlModalProps {
  open: boolean;
  onClose: () => void;
  /** The property's (and unit's) name as the row shows it. */
  title: string;
  channel: Channel;
  propertyId: string;
  unitNo: number | null;
  /** The connection whose link is edited; none when connecting. */
  connection: ChannelConnection | undefined;
}

const checkUrl = zodCheck(importUrlField);

/**
 * The channel's iCal link (requirements-next §11.3 "paste the channel's iCal URL, test it
 * before saving"): Test fetches it and counts its events; Save is offered once the link as
 * typed has passed its Test. An empty link saves an export-only connection.
 */
export function ImportUrlModal(props: ImportUrlModalProps) {
  const { open, onClose, title, channel, connection } = props;
  const { t } = useTranslation('channels');
  const { language } = useLanguage();
  const [url, setUrl] = useState(connection?.importUrl ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [testedUrl, setTestedUrl] = useState<string | null>(null);
  const testFeed = useTestFeed();
  const create = useCreateConnection();
  const update = useUpdateConnection(connection?.id ?? '');
  const saving = create.isPending || update.isPending;
  const trimmed = url.trim();
  const count = (value: number) => value.toLocaleString(intlLocale(language));

  const runTest = async () => {
    const refusal = await checkUrl(trimmed);
    setFieldError(refusal);
    if (refusal !== null) return;
    testFeed.mutate(trimmed, { onSuccess: () => setTestedUrl(trimmed) });
  };

  const canSave = trimmed === '' || (testedUrl === trimmed && testFeed.isSuccess);
  const save = () => {
    const importUrl = trimmed === '' ? null : trimmed;
    const done = () => {
      toast.success(t('saved'));
      onClose();
    };
    if (connection === undefined) {
      create.mutate(
        { propertyId: props.propertyId, unitNo: props.unitNo, channel, importUrl },
        { onSuccess: done },
      );
    } else {
      update.mutate({ importUrl }, { onSuccess: done });
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={
        connection === undefined
          ? t('connectTitle', { property: title, channel: t(`names.${channel}`) })
          : t('editTitle', { property: title, channel: t(`names.${channel}`) })
      }
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={save}
      okButtonProps={{
        disabled: !canSave,
        loading: saving,
        ...({ 'data-testid': 'channel-url-save' } as Record<`data-${string}`, string>),
      }}
      destroyOnHidden
      data-testid="channel-url-modal"
    >
      <Form layout="vertical" onFinish={() => void runTest()}>
        <Form.Item
          label={t('fields.importUrl')}
          htmlFor="channel-import-url"
          help={fieldError ?? (canSave ? undefined : t('testFirst'))}
          validateStatus={fieldError === null ? undefined : 'error'}
          extra={t('importUrlHelp')}
        >
          <Flex gap={8}>
            <Input
              id="channel-import-url"
              dir="ltr"
              style={{ direction: 'ltr' }}
              value={url}
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              onChange={(event) => {
                setUrl(event.target.value);
                setFieldError(null);
                testFeed.reset();
              }}
              data-testid="channel-import-url"
            />
            <Button
              htmlType="submit"
              icon={<ExperimentOutlined />}
              loading={testFeed.isPending}
              disabled={trimmed === ''}
              data-testid="channel-url-test"
            >
              {t('test')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      <div aria-live="polite">
        {testFeed.isSuccess && (
          <Alert
            type="success"
            showIcon
            title={t('testResult', {
              events: count(testFeed.data.events),
              upcoming: count(testFeed.data.upcomingEvents),
            })}
            data-testid="channel-url-test-result"
          />
        )}
        {testFeed.isError && (
          <Alert
            type="error"
            showIcon
            title={describeFailure(testFeed.error)}
            data-testid="channel-url-test-error"
          />
        )}
      </div>
      {trimmed === '' && (
        <Typography.Paragraph type="secondary" style={{ marginBlock: 8 }}>
          {t('exportOnly')}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
