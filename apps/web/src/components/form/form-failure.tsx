import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { describeFailure } from '../../app/describe-failure';

interface FormFailureProps {
  /** A failed call, told by its code (`describeFailure`); nothing while null. */
  error?: unknown;
  /** Or the text itself (field messages that no field of the form shows). */
  text?: string | null;
  /** What the user can do about it (a button beside the text). */
  action?: ReactNode;
  testId?: string;
}

/** The refusal of a whole form, above its fields; nothing while there is none. */
export function FormFailure({ error, text, action, testId }: FormFailureProps) {
  const shown = text ?? (error === null || error === undefined ? null : describeFailure(error));
  if (shown === null) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={shown}
      action={action}
      style={{ marginBlockEnd: 16 }}
      data-testid={testId}
    />
  );
}
