import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Heading } from '../../../components/heading';

export const cmsSections = [
  'site',
  'content',
  'menus',
  'email-templates',
  'blog',
  'blog-categories',
] as const;

/** The CMS's sections as tabs over their screens, one route each (`/cms/menus`). */
export function CmsLayout() {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const section = pathname.split('/')[2] ?? 'site';

  return (
    <Flex vertical gap="small" data-testid="cms-layout" style={{ minWidth: 0 }}>
      <Heading level={1} look={3} style={{ margin: 0 }}>
        {t('title')}
      </Heading>
      <Tabs
        activeKey={section}
        onChange={(key) => void navigate(`/cms/${key}`)}
        items={cmsSections.map((key) => ({
          key,
          label: <span data-testid={`cms-tab-${key}`}>{t(`sections.${key}`)}</span>,
        }))}
      />
      <Outlet />
    </Flex>
  );
}
