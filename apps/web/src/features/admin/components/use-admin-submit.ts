import type { FormInstance } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../app/api-error';
import { describeFailure, screenFailureText } from '../../../app/describe-failure';
import { apiFieldErrors, fieldErrorsOf } from '../../../components/form/field-errors';
import { useSubmitErrors } from '../../../components/form/use-submit-errors';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}

/**
 * An admin form's Save: the shared schema checks the body first (the API's own rule and
 * message keys), then the API's refusal goes to the fields it names; one that names no field
 * (a duplicate code, a failure of the server) is told above the form by its code.
 */
export function useAdminSubmit<B, A>(
  form: FormInstance,
  schema: SafeParser,
  send: (body: B) => Promise<A>,
  onDone: (answer: A) => void,
) {
  const errors = useSubmitErrors(form);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (body: B): Promise<void> => {
    setFailure(null);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const unplaced = errors.show(fieldErrorsOf(parsed.error.issues));
      if (unplaced.length > 0) setFailure(unplaced.join(' '));
      return;
    }
    setSaving(true);
    try {
      onDone(await send(body));
    } catch (error) {
      if (!isApiError(error)) {
        setFailure(screenFailureText('saveData'));
        return;
      }
      const fieldErrors = apiFieldErrors(error);
      const unplaced = errors.show(fieldErrors);
      if (fieldErrors.length === 0) setFailure(describeFailure(error));
      else if (unplaced.length > 0) setFailure(unplaced.join(' '));
    } finally {
      setSaving(false);
    }
  };

  return { submit, saving, failure, refreshErrors: errors.refresh };
}
