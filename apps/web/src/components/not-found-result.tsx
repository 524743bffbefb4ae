import { Button, Result } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_REDIRECT_PATH } from '../app/redirect-path';
import { usePageTitle } from '../app/use-page-title';
import { Heading } from './heading';

/** What a signed-in user sees at a path no feature claims. */
export function NotFoundResult() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const title = t('notFound.title');
  usePageTitle(t('pageTitles.notFound'));

  // antd's 404 picture carries an English <title> ("No Found") that shows as its tooltip:
  // the picture says what the heading says, in the interface language.
  useLayoutEffect(() => {
    const pictureTitle = ref.current?.querySelector('.ant-result-image svg > title');
    if (pictureTitle) pictureTitle.textContent = title;
  }, [title]);

  return (
    <div ref={ref}>
      <Result
        data-testid="not-found"
        status="404"
        title={
          <Heading level={1} look={3} style={{ marginBlock: 0 }}>
            {title}
          </Heading>
        }
        subTitle={t('notFound.description')}
        extra={
          <Button type="primary" onClick={() => void navigate(DEFAULT_REDIRECT_PATH)}>
            {t('notFound.back')}
          </Button>
        }
      />
    </div>
  );
}
