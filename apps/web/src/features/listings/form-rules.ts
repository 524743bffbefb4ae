import type { FormRule } from 'antd';
import { zodRule } from '../../components/form/zod-rule';

interface Parser {
  safeParse: Parameters<typeof zodRule>[0]['safeParse'];
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
