import { Alert } from 'antd';

/** The refusal of a whole form, above its fields; nothing while there is none. */
export function FormFailure({ text, testId }: { text: string | null; testId?: string }) {
  if (text === null) return null;
  return (
    <Alert type="error" showIcon title={text} style={{ marginBlockEnd: 16 }} data-testid={testId} />
  );
}
