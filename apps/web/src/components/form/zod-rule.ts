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

/**
 * `schema`, or a promise of it: a screen that imports its schemas on first use (the login
 * screen, which shows itself without zod) hands the import over.
 */
export function zodRule(schema: SafeParser | (() => Promise<SafeParser>)): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parser = typeof schema === 'function' ? await schema() : schema;
      const result = parser.safeParse(value ?? '');
      if (result.success) return;
      // zod's own text (a check without a message key) is never shown: it is an invalid value.
      throw new Error(translateValidation(result.error.issues[0]?.message ?? ''));
    },
  };
}
