import type { FormRule } from 'antd';
import { translateValidation } from './field-errors';

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
      // zod's own text (a check without a message key) is never shown: it is an invalid value.
      throw new Error(translateValidation(result.error.issues[0]?.message ?? ''));
    },
  };
}
