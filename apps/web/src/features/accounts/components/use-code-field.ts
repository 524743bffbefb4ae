import type { ErrorCode } from '@nuzul/shared/errors';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../app/api-error';
import { describeFailure } from '../../../app/describe-failure';

/** Refusals of the code that was typed (wrong, expired, too many tries), not of the form. */
const codeRefusals: readonly ErrorCode[] = [
  'VERIFICATION_FAILED',
  'CODE_EXPIRED',
  'CODE_ATTEMPTS_EXCEEDED',
];

/** A refusal of the code typed: by its code, or a refused request field (`body.<field>`). */
export function isCodeRefusal(error: unknown, requestField: string): boolean {
  if (!isApiError(error) || error.code === null) return false;
  if (codeRefusals.includes(error.code)) return true;
  return (
    error.code === 'VALIDATION_FAILED' &&
    (error.details ?? []).some((issue) => issue.path === `body.${requestField}`)
  );
}

/**
 * A one-time code field that says a refused code where it was typed: the message under the
 * boxes, the wrong digits gone and the first box focused for the next try. When a new code
 * is sent, the old digits go the same way.
 */
export function useCodeField<T extends { focus(): void }>(
  form: FormInstance,
  name: string,
  /** The request's name for the field, when it is not the form's (`token` for `code`). */
  requestField: string = name,
) {
  const ref = useRef<T>(null);
  // The form is disabled while the code is checked: focus after the render that enables it.
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) ref.current?.focus();
  }, [focusRequests]);

  const clear = useCallback(
    (errors: string[]) => {
      form.setFields([{ name, value: '', errors }]);
      setFocusRequests((count) => count + 1);
    },
    [form, name],
  );

  /** Shows a refusal of the code at the field; false when the failure is about something else. */
  const refuse = useCallback(
    (error: unknown): boolean => {
      if (!isCodeRefusal(error, requestField)) return false;
      clear([describeFailure(error)]);
      return true;
    },
    [clear, requestField],
  );

  /** A new code is on its way: the old digits and their message go. */
  const reset = useCallback(() => clear([]), [clear]);

  /** For the form's `onValuesChange`: typing again takes the refusal away. */
  const onValuesChange = useCallback(
    (changed: object) => {
      if (name in changed && form.getFieldError(name).length > 0) {
        form.setFields([{ name, errors: [] }]);
      }
    },
    [form, name],
  );

  return { ref, refuse, reset, onValuesChange };
}
