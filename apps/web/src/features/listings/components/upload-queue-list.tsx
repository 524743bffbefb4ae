import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueuedUpload } from '../use-upload-queue';

interface UploadQueueListProps {
  queue: readonly QueuedUpload[];
  onDismiss: (id: number) => void;
  testId: string;
}

/** Files being checked or sent, with their progress; refused files with the reason. */
export function UploadQueueList({ queue, onDismiss, testId }: UploadQueueListProps) {
  const { t } = useTranslation('listings');
  if (queue.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid={testId} aria-live="polite">
      {queue.map((item) => (
        <Flex
          key={item.id}
          gap={12}
          align="center"
          data-testid={`${testId}-item`}
          data-status={item.status}
        >
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
              {item.file.name}
            </Typography.Text>
            {item.status === 'failed' ? (
              <Typography.Text type="danger" data-testid={`${testId}-error`}>
                {item.error}
              </Typography.Text>
            ) : (
              <Progress
                percent={Math.round(item.progress * 100)}
                size="small"
                status={item.status === 'uploading' ? 'active' : 'normal'}
                format={(percent) =>
                  item.status === 'uploading'
                    ? `${percent ?? 0}%`
                    : t(`upload.status.${item.status}`)
                }
              />
            )}
          </Flex>
          {item.status === 'failed' && (
            <Button
              type="text"
              icon={<CloseOutlined />}
              aria-label={t('upload.dismiss')}
              onClick={() => onDismiss(item.id)}
              style={{ paddingInline: 8 }}
            />
          )}
        </Flex>
      ))}
    </Flex>
  );
}
