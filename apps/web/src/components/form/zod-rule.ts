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

type SchemaSource = SafeParser | (() => Promise<SafeParser>);

/** The message of the first rule that `value` breaks, in the interface language, or null. */
function refusalOf(parser: SafeParser, value: unknown): string | null {
  const result = parser.safeParse(value ?? '');
  if (result.success) return null;
  // zod's own text (a check without a message key) is never shown: it is an invalid value.
  return translateValidation(result.error.issues[0]?.message ?? '');
}

/**
 * `schema`, or a promise of it: a screen that imports its schemas on first use (the login
 * screen, which shows itself without zod) hands the import over.
 */
export function zodRule(schema: SchemaSource): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parser = typeof schema === 'function' ? await schema() : schema;
      const refusal = refusalOf(parser, value);
      if (refusal !== null) throw new Error(refusal);
    },
  };
}

/** The same check for a form that keeps its own state: the refusal's text, or null. */
export function zodCheck(schema: SchemaSource): (value: unknown) => Promise<string | null> {
  return async (value) => refusalOf(typeof schema === 'function' ? await schema() : schema, value);
}
