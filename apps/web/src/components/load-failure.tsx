import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../app/api-error';
import { screenFailureText, type ScreenFailure } from '../app/describe-failure';
import { NotFoundResult } from './not-found-result';

interface LoadFailureProps {
  error: ApiError;
  /** The spec's message for this screen (`loadProperties`: "Failed to load properties"). */
  message: ScreenFailure;
  onRetry: () => void;
  testId: string;
}

/** A screen whose data did not load: its message and a retry; a 404 is "not found". */
export function LoadFailure({ error, message, onRetry, testId }: LoadFailureProps) {
  const { t } = useTranslation('common');
  if (error.status === 404) return <NotFoundResult />;
  return (
    <Result
      status="error"
      title={screenFailureText(message)}
      data-testid={testId}
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRetry} data-testid={`${testId}-retry`}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
