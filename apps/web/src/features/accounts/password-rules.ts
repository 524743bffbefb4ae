import { setPasswordForm } from '@nuzul/shared/accounts';
import { messageKey } from '@nuzul/shared/validation';
import type { FormRule } from 'antd';
import { i18n } from '../../app/i18n';
import { zodRule } from '../../components/form/zod-rule';

/** A new password: the shared composition rule. */
export const newPasswordRules: FormRule[] = [zodRule(setPasswordForm.shape.newPassword)];

/**
 * The confirmation: required, and equal to the password in `passwordField` ("Passwords do
 * not match", the shared schemas' message). The form item lists `passwordField` in its
 * dependencies so that the check runs again when the password changes.
 */
export function confirmPasswordRules(passwordField: string): FormRule[] {
  return [
    zodRule(setPasswordForm.shape.confirmPassword),
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || value === '') return;
        if (value === getFieldValue(passwordField)) return;
        throw new Error(i18n.t(messageKey('passwordsDoNotMatch'), { ns: 'common' }));
      },
    }),
  ];
}
