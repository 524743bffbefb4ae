import { messageKey, type ValidationMessageKey } from '@nuzul/shared/validation';
import type { FormInstance, FormRule } from 'antd';
import { i18n } from '../../app/i18n';
import { zodRule } from '../../components/form/zod-rule';

interface Parser {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * The rule of a number or a choice: an empty field reaches the schema as null, so it says
 * "This field is required" rather than "Must be a number".
 */
export function numberRule(schema: Parser): FormRule {
  return zodRule({
    safeParse: (value: unknown) =>
      schema.safeParse(value === '' || value === undefined ? null : value),
  });
}

type GetFieldValue = (name: Parameters<FormInstance['getFieldValue']>[0]) => unknown;

/**
 * A rule between fields, from a shared check that names its message key. Its Form.Item lists
 * the other fields in `dependencies`, so a change of either checks it again (an error goes
 * once the other field is corrected).
 */
export function dependentRule(
  check: (value: unknown, getFieldValue: GetFieldValue) => ValidationMessageKey | undefined,
): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const key = check(value, getFieldValue);
      if (key === undefined) return;
      const message = messageKey(key);
      throw new Error(i18n.t(message, { ns: 'common', defaultValue: message }));
    },
  });
}
