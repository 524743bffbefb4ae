import { currentPasswordField } from '@nuzul/shared/accounts';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { FormFailure } from '../../../components/form/form-failure';
import { zodRule } from '../../../components/form/zod-rule';
import { useChangePasswordMutation } from '../api';
import { fieldErrors } from '../failure-text';
import { confirmPasswordRules, newPasswordRules } from '../password-rules';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const refusedFields = ['currentPassword', 'newPassword'] as const;

/** A new password for the signed-in user; the API signs out every other session. */
export function ChangePasswordCard({ email }: { email: string }) {
  const { t } = useTranslation(['accounts', 'common']);
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useChangePasswordMutation();
  const [failure, setFailure] = useState<Error | null>(null);

  const submit = ({ currentPassword, newPassword }: ChangePasswordValues): void => {
    setFailure(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.resetFields();
          toast.success(t('security.password.changed'));
        },
        onError: (error) => {
          const refused = fieldErrors(error, refusedFields);
          if (refused.length > 0) form.setFields(refused);
          else setFailure(error);
        },
      },
    );
  };

  return (
    <Card title={t('security.password.title')} data-testid="change-password-card">
      <FormFailure error={failure} testId="change-password-error" />
      <Form<ChangePasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
        onFinish={submit}
        disabled={change.isPending}
        style={{ maxWidth: 480 }}
      >
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Form.Item
          name="currentPassword"
          label={t('security.currentPassword')}
          rules={[zodRule(currentPasswordField)]}
        >
          <Input.Password autoComplete="current-password" data-testid="change-password-current" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('security.password.new')}
          extra={t('signup.passwordHint')}
          rules={newPasswordRules}
        >
          <Input.Password autoComplete="new-password" data-testid="change-password-new" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('security.password.confirm')}
          dependencies={['newPassword']}
          rules={confirmPasswordRules('newPassword')}
        >
          <Input.Password autoComplete="new-password" data-testid="change-password-confirm" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={change.isPending}
          data-testid="change-password-submit"
        >
          {t('security.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
