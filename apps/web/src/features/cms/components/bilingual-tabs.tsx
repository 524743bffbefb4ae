import { Form, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages, type Language } from '../../../app/i18n';

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/** A language tab's title, marked while one of its fields (`[…, language]`) has an error. */
function TabTitle({ language }: { language: Language }) {
  const { t } = useTranslation('cms');
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        const invalid = form
          .getFieldsError()
          .some(({ name, errors }) => errors.length > 0 && name.at(-1) === language);
        return (
          <span data-testid={`cms-language-tab-${language}`}>
            {t(`languages.${language}`)}
            {invalid && (
              <Typography.Text type="danger" aria-label={t('languageHasErrors')}>
                {' ●'}
              </Typography.Text>
            )}
          </span>
        );
      }}
    </Form.Item>
  );
}

/**
 * The Arabic and English versions of a text, a tab each, their fields right to left in Arabic
 * and left to right in English. Both stay mounted, so the form keeps both and an error shows
 * in either.
 */
export function BilingualTabs({ children }: { children: (language: Language) => ReactNode }) {
  return (
    <Tabs
      size="small"
      items={supportedLanguages.map((language) => ({
        key: language,
        label: <TabTitle language={language} />,
        forceRender: true,
        // The labels stay in the interface's direction; each field takes its language's.
        children: children(language),
      }))}
    />
  );
}
