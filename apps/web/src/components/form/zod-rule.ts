import type { FormRule } from 'antd';
import { i18n } from '../../app/i18n';

/**
 * An antd Form rule from a shared schema (@nuzul/shared), so the form and the API apply one
 * rule. Schema messages are `validation.<key>` keys of the `common` namespace.
 */
interface SafeParser {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

export function zodRule(schema: SafeParser): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const message = result.error.issues[0]?.message ?? 'validation.invalidValue';
      throw new Error(i18n.t(message, { ns: 'common', defaultValue: message }));
    },
  };
}
