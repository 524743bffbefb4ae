import {
  PROFILE_ABOUT_MAX_LENGTH,
  PROFILE_DEFAULT_COUNTRY,
  isPastBirthday,
  languages,
  profileObject,
  profileRequest,
  type User,
} from '@nuzul/shared/accounts';
import { SAUDI_ARABIA_ID } from '@nuzul/shared/definitions';
import { DEFAULT_TIME_ZONE, addDays, todayIn } from '@nuzul/shared/dates';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Skeleton, Tag, Typography } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../app/api-error';
import { screenFailureText, validationText } from '../../../app/describe-failure';
import { toast } from '../../../app/toast';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import {
  apiFieldErrors,
  fieldErrorsOf,
  showFieldErrors,
  type FieldError,
} from '../../../components/form/field-errors';
import { FormFailure } from '../../../components/form/form-failure';
import { zodRule } from '../../../components/form/zod-rule';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { useDefinitions } from '../../definitions';
import { UnsavedChangesModal, useLeaveGuard } from '../../listings';
import { useMe } from '../api';
import { TwoFactorCard } from '../components/two-factor-card';
import { NotificationFlagsCard } from '../profile/notification-flags-card';
import { ProfilePicture } from '../profile/profile-picture';
import {
  normalisedProfile,
  profileBody,
  profileValues,
  type ProfileFormValues,
} from '../profile/profile-values';
import { useUpdateProfile } from '../profile-api';

const fields = profileObject.shape;

/** The owner's profile (spec §2 Profile, requirements-next §12). */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('title'));
  const me = useMe();
  if (me.error !== null) {
    return (
      <LoadFailure
        error={me.error}
        message="fetchData"
        onRetry={() => void me.refetch()}
        testId="profile-error"
      />
    );
  }
  if (me.data === undefined) return <Skeleton active paragraph={{ rows: 12 }} />;
  return <Profile user={me.data} />;
}

function Profile({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const wide = useMinWidth('sm');
  const [form] = Form.useForm<ProfileFormValues>();
  const [initial, setInitial] = useState(() => profileValues(user));
  const saved = useMemo(() => normalisedProfile(initial), [initial]);
  const [unsaved, setUnsaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const guard = useLeaveGuard(unsaved);
  const update = useUpdateProfile();
  const { lookup } = useDefinitions();

  const countryCode = Form.useWatch('countryCode', form) ?? initial.countryCode;
  const regionId = Form.useWatch('regionId', form) ?? null;
  const saudi = countryCode === PROFILE_DEFAULT_COUNTRY;
  const countries = lookup
    .ofKind('country')
    .map((country) => ({ value: country.code, label: lookup.nameOf(country) }));
  const regions = lookup
    .ofKind('region')
    .filter((region) => region.parentId === SAUDI_ARABIA_ID)
    .map((region) => ({ value: region.id, label: lookup.nameOf(region) }));
  const cities = lookup
    .ofKind('city')
    .filter((city) => regionId !== null && city.parentId === regionId)
    .map((city) => ({ value: city.id, label: lookup.nameOf(city) }));
  const today = todayIn(DEFAULT_TIME_ZONE, new Date());

  const show = (errors: FieldError[]) => {
    const elsewhere = showFieldErrors(form, errors);
    if (elsewhere.length > 0) setFailure(elsewhere.join(' '));
  };

  const onFinish = (values: ProfileFormValues) => {
    setFailure(null);
    if (normalisedProfile(values) === saved) {
      toast.info(screenFailureText('noChanges'));
      return;
    }
    const parsed = profileRequest.safeParse(profileBody(values));
    if (!parsed.success) {
      show(fieldErrorsOf(parsed.error.issues));
      return;
    }
    if (parsed.data.birthday !== null && !isPastBirthday(parsed.data.birthday, today)) {
      show([{ name: ['birthday'], errors: [validationText('birthdayInPast')] }]);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (answer) => {
        const next = profileValues(answer);
        setInitial(next);
        form.setFieldsValue(next);
        setUnsaved(false);
        toast.success(t('saved'));
        // The profile's language is the interface's too (and the e-mails').
        if (answer.language !== i18n.resolvedLanguage) void i18n.changeLanguage(answer.language);
      },
      onError: (error: ApiError) => {
        const fieldErrors = apiFieldErrors(error);
        if (fieldErrors.length > 0) show(fieldErrors);
        setFailure(screenFailureText('updateProfile'));
        toast.error(screenFailureText('updateProfile'));
      },
    });
  };

  const section = (title: string, children: React.ReactNode, testId: string) => (
    <Card
      title={
        <Heading level={2} look={5} style={{ margin: 0 }}>
          {title}
        </Heading>
      }
      data-testid={testId}
    >
      <Row gutter={16}>{children}</Row>
    </Card>
  );
  const half = { xs: 24, md: 12 };

  return (
    <Flex vertical gap={16} data-testid="profile-page" style={{ maxWidth: 960 }}>
      <Heading level={1} look={wide ? 2 : 3} style={{ marginBlock: 0 }}>
        {t('title')}
      </Heading>
      <Card data-testid="profile-header">
        <Flex gap={24} wrap align="center" justify="space-between">
          <ProfilePicture user={user} />
          <Flex vertical gap={4}>
            <Typography.Text strong data-testid="profile-name">
              {`${user.firstName} ${user.lastName}`}
            </Typography.Text>
            <Typography.Text type="secondary" data-testid="profile-email">
              {user.email}
            </Typography.Text>
            <span>
              <Typography.Text type="secondary">{t('fields.accountStatus')}: </Typography.Text>
              <Tag
                color={
                  { active: 'success', emailUnverified: 'warning', suspended: 'error' }[
                    user.accountStatus
                  ]
                }
                data-testid="profile-account-status"
              >
                {t(`status.${user.accountStatus}`)}
              </Tag>
            </span>
          </Flex>
        </Flex>
      </Card>
      <Form<ProfileFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onFinish}
        onValuesChange={(changed: Partial<ProfileFormValues>, values) => {
          if ('countryCode' in changed) {
            form.setFieldsValue({ regionId: null, cityId: null, regionName: '', cityName: '' });
          } else if ('regionId' in changed) {
            form.setFieldsValue({ cityId: null });
          }
          setUnsaved(normalisedProfile({ ...initial, ...values }) !== saved);
        }}
        scrollToFirstError
        data-testid="profile-form"
      >
        <Flex vertical gap={16}>
          <FormFailure text={failure} testId="profile-failure" />
          {section(
            t('sections.personal'),
            <>
              <Col {...half}>
                <Form.Item
                  name="firstName"
                  label={t('fields.firstName')}
                  required
                  rules={[zodRule(fields.firstName)]}
                >
                  <Input autoComplete="given-name" data-testid="profile-first-name" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  name="lastName"
                  label={t('fields.lastName')}
                  required
                  rules={[zodRule(fields.lastName)]}
                >
                  <Input autoComplete="family-name" data-testid="profile-last-name" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  name="birthday"
                  label={t('fields.birthday')}
                  rules={[
                    zodRule(fields.birthday),
                    {
                      validator: async (_rule, value: string | undefined) => {
                        if (value && !isPastBirthday(value, today)) {
                          throw new Error(validationText('birthdayInPast'));
                        }
                      },
                    },
                  ]}
                >
                  <Input
                    type="date"
                    max={addDays(today, -1)}
                    autoComplete="bday"
                    data-testid="profile-birthday"
                  />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  name="mobile"
                  label={t('fields.mobile')}
                  rules={[zodRule(fields.mobile)]}
                >
                  <Input type="tel" dir="ltr" autoComplete="tel" data-testid="profile-mobile" />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="about" label={t('fields.about')} rules={[zodRule(fields.about)]}>
                  <Input.TextArea
                    rows={4}
                    showCount
                    maxLength={PROFILE_ABOUT_MAX_LENGTH}
                    data-testid="profile-about"
                  />
                </Form.Item>
              </Col>
            </>,
            'profile-section-personal',
          )}
          {section(
            t('sections.address'),
            <>
              <Col {...half}>
                <Form.Item name="countryCode" label={t('fields.country')}>
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    allowClear
                    options={countries}
                    data-testid="profile-country"
                  />
                </Form.Item>
              </Col>
              {saudi ? (
                <>
                  <Col {...half}>
                    <Form.Item name="regionId" label={t('fields.region')}>
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        allowClear
                        options={regions}
                        data-testid="profile-region"
                      />
                    </Form.Item>
                  </Col>
                  <Col {...half}>
                    <Form.Item name="cityId" label={t('fields.city')}>
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        allowClear
                        disabled={regionId === null}
                        options={cities}
                        data-testid="profile-city"
                      />
                    </Form.Item>
                  </Col>
                </>
              ) : (
                <>
                  <Col {...half}>
                    <Form.Item
                      name="regionName"
                      label={t('fields.region')}
                      rules={[zodRule(fields.regionName)]}
                    >
                      <Input data-testid="profile-region-name" />
                    </Form.Item>
                  </Col>
                  <Col {...half}>
                    <Form.Item
                      name="cityName"
                      label={t('fields.city')}
                      rules={[zodRule(fields.cityName)]}
                    >
                      <Input autoComplete="address-level2" data-testid="profile-city-name" />
                    </Form.Item>
                  </Col>
                </>
              )}
              <Col {...half}>
                <Form.Item
                  name="postCode"
                  label={t('fields.postCode')}
                  rules={[zodRule(fields.postCode)]}
                >
                  <Input dir="ltr" autoComplete="postal-code" data-testid="profile-post-code" />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item
                  name="address"
                  label={t('fields.address')}
                  rules={[zodRule(fields.address)]}
                >
                  <Input autoComplete="street-address" data-testid="profile-address" />
                </Form.Item>
              </Col>
            </>,
            'profile-section-address',
          )}
          {section(
            t('sections.preferences'),
            <>
              <Col {...half}>
                <Form.Item
                  name="language"
                  label={t('fields.language')}
                  extra={t('languageHint')}
                  required
                >
                  <Select
                    options={languages.map((code) => ({
                      value: code,
                      label: <span lang={code}>{t(`languages.${code}`)}</span>,
                    }))}
                    data-testid="profile-language"
                  />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="nationality" label={t('fields.nationality')}>
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    allowClear
                    options={countries}
                    data-testid="profile-nationality"
                  />
                </Form.Item>
              </Col>
            </>,
            'profile-section-preferences',
          )}
          <Flex justify="end">
            <Button
              type="primary"
              htmlType="submit"
              loading={update.isPending}
              data-testid="profile-save"
            >
              {t('save')}
            </Button>
          </Flex>
        </Flex>
      </Form>
      <NotificationFlagsCard user={user} />
      <TwoFactorCard user={user} />
      {guard.blocker.state === 'blocked' && (
        <Suspense fallback={null}>
          <UnsavedChangesModal
            open
            onDiscard={() => guard.blocker.proceed?.()}
            onCancel={() => guard.blocker.reset?.()}
          />
        </Suspense>
      )}
    </Flex>
  );
}
