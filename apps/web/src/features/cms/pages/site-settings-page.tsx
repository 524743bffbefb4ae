import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import type { SiteSettings, SiteSettingsInput } from '@nuzul/shared/cms';
import { Alert, Button, Flex, Form, Input, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../app/describe-failure';
import { supportedLanguages } from '../../../app/i18n';
import { toast } from '../../../app/toast';
import { usePageTitle } from '../../../app/use-page-title';
import { LoadFailure } from '../../../components/load-failure';
import { Panel } from '../../../components/panel';
import { useOwnProperties, useSaveSite, useSiteLogo, useSiteSettings } from '../api';
import { directionOf } from '../components/bilingual-tabs';
import { ImageUploadButton } from '../components/image-upload-button';
import { slugRule } from '../components/slug-rule';
import { useCmsSave } from '../components/use-cms-save';

const DEFAULT_BRAND_COLOR = '#1677ff';

const orNull = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? null : value;

/** The form's values as the API takes them, in one order (to tell an unchanged form). */
function toInput(values: SiteSettingsInput): SiteSettingsInput {
  return {
    slug: values.slug,
    displayName: { ar: values.displayName.ar, en: values.displayName.en },
    brandColor: values.brandColor,
    contact: {
      phone: orNull(values.contact.phone),
      email: orNull(values.contact.email),
      whatsapp: orNull(values.contact.whatsapp),
    },
  };
}

const inputOf = (site: SiteSettings | null): SiteSettingsInput | null =>
  site === null
    ? null
    : toInput({
        slug: site.slug,
        displayName: site.displayName,
        brandColor: site.brandColor,
        contact: site.contact,
      });

/**
 * The brand colour: the browser's own colour picker beside its `#rrggbb` code, either one
 * editable (Ant Design's ColorPicker would bring its panels and Collapse for one colour).
 */
function BrandColorInput(props: {
  value?: string;
  onChange?: (value: string) => void;
  label: string;
}) {
  const value = props.value ?? DEFAULT_BRAND_COLOR;
  return (
    <Space.Compact>
      <input
        type="color"
        value={/^#[0-9a-f]{6}$/i.test(value) ? value : DEFAULT_BRAND_COLOR}
        onChange={(event) => props.onChange?.(event.target.value)}
        aria-label={props.label}
        style={{ width: 48, height: 32, padding: 2, border: 0, background: 'none' }}
      />
      <Input
        dir="ltr"
        value={value}
        onChange={(event) => props.onChange?.(event.target.value)}
        maxLength={7}
        style={{ width: 110 }}
        data-testid="cms-site-color"
      />
    </Space.Compact>
  );
}

/** A text to copy, with a Copy button that says when it is done. */
function CopyText({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation('cms');
  const copy = () =>
    void navigator.clipboard.writeText(text).then(
      () => toast.success(t('site.copied')),
      () => toast.error(t('site.copyFailed')),
    );
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input readOnly value={text} dir="ltr" data-testid={testId} />
      <Button icon={<CopyOutlined />} onClick={copy} aria-label={t('site.copy')}>
        {t('site.copy')}
      </Button>
    </Space.Compact>
  );
}

/** The public address and the widget's snippet for a chosen property. */
function SiteLinks({ slug }: { slug: string }) {
  const { t } = useTranslation('cms');
  const properties = useOwnProperties();
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const origin = window.location.origin;
  const snippet =
    propertyId === null
      ? null
      : `<iframe src="${origin}/s/${slug}/widget/${propertyId}" width="100%" height="720" ` +
        `style="border:0" loading="lazy" title="${slug}"></iframe>`;
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>{t('site.publicUrl')}</Typography.Text>
      <CopyText text={`${origin}/s/${slug}`} testId="cms-site-url" />
      <Typography.Text strong>{t('site.widget')}</Typography.Text>
      <Typography.Text type="secondary">{t('site.widgetHint')}</Typography.Text>
      <Select
        aria-label={t('site.widgetProperty')}
        placeholder={t('site.widgetProperty')}
        loading={properties.isPending}
        value={propertyId}
        onChange={setPropertyId}
        options={(properties.data ?? []).map((property) => ({
          value: property.id,
          label: property.name ?? t('site.unnamedProperty'),
        }))}
        data-testid="cms-widget-property"
        style={{ maxWidth: 360 }}
      />
      {snippet !== null && <CopyText text={snippet} testId="cms-widget-snippet" />}
    </Flex>
  );
}

/** The logo: uploaded once the settings are saved, shown whole; removable. */
function LogoField({ site }: { site: SiteSettings | null }) {
  const { t } = useTranslation('cms');
  const logo = useSiteLogo();
  if (site === null)
    return <Typography.Text type="secondary">{t('site.logoAfterSave')}</Typography.Text>;
  const done = { onError: (error: unknown) => toast.error(describeFailure(error)) };
  return (
    <Flex gap="middle" align="center" wrap>
      {site.logo !== null && (
        <img src={site.logo.medium} alt={t('site.logo')} style={{ height: 64, maxWidth: 240 }} />
      )}
      <ImageUploadButton
        label={site.logo === null ? t('site.logoUpload') : t('site.logoReplace')}
        loading={logo.isPending}
        onFile={(file) => logo.mutate(file, done)}
        testId="cms-logo-upload"
      />
      {site.logo !== null && (
        <Button icon={<DeleteOutlined />} danger onClick={() => logo.mutate(null, done)}>
          {t('site.logoRemove')}
        </Button>
      )}
    </Flex>
  );
}

/** The site's settings (requirements-next §14): address, name, logo, brand colour, contacts. */
export function SiteSettingsPage() {
  const { t } = useTranslation('cms');
  usePageTitle(t('sections.site'));
  const site = useSiteSettings();
  if (site.error !== null) {
    return (
      <LoadFailure
        error={site.error}
        message="fetchData"
        onRetry={() => void site.refetch()}
        testId="cms-site-error"
      />
    );
  }
  if (site.data === undefined) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <SiteSettingsForm site={site.data} />;
}

function SiteSettingsForm({ site }: { site: SiteSettings | null }) {
  const { t } = useTranslation('cms');
  const [form] = Form.useForm<SiteSettingsInput>();
  const save = useSaveSite();
  const initial = inputOf(site);
  const { submit, saving, refreshErrors } = useCmsSave(form, initial, (body) =>
    save.mutateAsync(body),
  );
  const empty: SiteSettingsInput = {
    slug: '',
    displayName: { ar: '', en: '' },
    brandColor: DEFAULT_BRAND_COLOR,
    contact: { phone: null, email: null, whatsapp: null },
  };

  return (
    <Flex vertical gap="large">
      {site === null && <Alert type="info" showIcon title={t('site.firstSave')} />}
      {site !== null && (
        <Panel>
          <SiteLinks slug={site.slug} />
        </Panel>
      )}
      <Panel>
        <Form<SiteSettingsInput>
          form={form}
          layout="vertical"
          initialValues={initial ?? empty}
          onValuesChange={refreshErrors}
          onFinish={() => void submit(toInput(form.getFieldsValue(true)))}
          style={{ maxWidth: 640 }}
          data-testid="cms-site-form"
        >
          <Form.Item
            name="slug"
            label={t('site.slug')}
            extra={t('site.slugHint')}
            rules={[slugRule('site')]}
            validateTrigger="onBlur"
          >
            <Input addonBefore="/s/" dir="ltr" autoComplete="off" data-testid="cms-site-slug" />
          </Form.Item>
          {supportedLanguages.map((language) => (
            <Form.Item
              key={language}
              name={['displayName', language]}
              label={t(`site.displayName.${language}`)}
            >
              <Input dir={directionOf(language)} data-testid={`cms-site-name-${language}`} />
            </Form.Item>
          ))}
          <Form.Item name="brandColor" label={t('site.brandColor')}>
            <BrandColorInput label={t('site.brandColor')} />
          </Form.Item>
          <Form.Item label={t('site.logo')}>
            <LogoField site={site} />
          </Form.Item>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('site.contact')}
          </Typography.Title>
          {(['phone', 'whatsapp', 'email'] as const).map((field) => (
            <Form.Item key={field} name={['contact', field]} label={t(`site.${field}`)}>
              <Input
                dir="ltr"
                type={field === 'email' ? 'email' : 'tel'}
                data-testid={`cms-site-${field}`}
              />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={saving} data-testid="cms-site-save">
            {t('save')}
          </Button>
        </Form>
      </Panel>
    </Flex>
  );
}
