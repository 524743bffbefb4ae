import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_REDIRECT_PATH } from '../app/redirect-path';

/** What a signed-in user sees at a path no feature claims. */
export function NotFoundResult() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      data-testid="not-found"
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => void navigate(DEFAULT_REDIRECT_PATH)}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
