import { codeField } from '@nuzul/shared/accounts';
import { Form } from 'antd';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zod-rule';
import { CodeInput, type CodeInputRef } from './code-input';

/** The 6-digit authenticator code of a two-factor dialog, checked when its last box is filled. */
export function AuthenticatorCodeItem({
  inputRef,
  testId,
}: {
  inputRef: Ref<CodeInputRef>;
  testId: string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Form.Item
      name="code"
      label={t('security.mfa.code')}
      rules={[zodRule(codeField)]}
      validateTrigger="onComplete"
    >
      <CodeInput
        ref={inputRef}
        autoFocus
        aria-label={t('security.mfa.code')}
        data-testid={testId}
      />
    </Form.Item>
  );
}
