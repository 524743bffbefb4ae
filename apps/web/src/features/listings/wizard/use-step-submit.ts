import type { Property } from '@nuzul/shared/listings';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../app/api-error';
import { toast } from '../../../app/toast';
import { describeFailure, screenFailureText } from '../../../app/describe-failure';
import {
  apiFieldErrors,
  fieldErrorsOf,
  type FieldError,
} from '../../../components/form/field-errors';
import { useSubmitErrors } from '../../../components/form/use-submit-errors';
import { sameBody } from './section-values';
import { decideSave } from './wizard-state';

export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface SafeParser<B> {
  safeParse(value: B): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

export interface StepSubmitOptions<B> {
  form: FormInstance;
  schema: SafeParser<B>;
  /** Rules beyond the schema (the room rules that need the definitions). */
  extraIssues?: (body: B) => Issue[];
  propertyExists: boolean;
  completed: boolean;
  /** The section as saved: the body is compared with it when Save is pressed. */
  saved: B;
  send: (body: B) => Promise<Property>;
  /** After a save (with the answer) or when there was nothing to save. */
  onDone: (property: Property | undefined) => void;
  /** The fields found wrong (a step with tabs shows the tab of the first). */
  onInvalid?: (errors: FieldError[]) => void;
}

/**
 * A step's Save: nothing is sent when nothing changed ("No changes to save."), the shared
 * schema checks the body first (the same messages as the API), and a refusal of the API
 * is shown at the fields it names.
 */
export function useStepSubmit<B>(options: StepSubmitOptions<B>) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = useSubmitErrors(options.form);

  const submit = async (body: B): Promise<void> => {
    const { schema, extraIssues, send, onDone } = options;
    setFailure(null);
    const changed = !sameBody(body, options.saved);
    if (decideSave({ ...options, changed }) === 'nothing-to-save') {
      toast.info(screenFailureText('noChanges'));
      onDone(undefined);
      return;
    }
    const parsed = schema.safeParse(body);
    // The extra rules are the more specific ("A bedroom needs a bed"): their messages come first.
    const issues = [...(extraIssues?.(body) ?? []), ...(parsed.success ? [] : parsed.error.issues)];
    if (issues.length > 0) {
      const fieldErrors = fieldErrorsOf(issues);
      options.onInvalid?.(fieldErrors);
      const unplaced = errors.show(fieldErrors);
      if (unplaced.length > 0) setFailure(unplaced.join(' '));
      return;
    }
    setSaving(true);
    try {
      const property = await send(body);
      onDone(property);
    } catch (error) {
      if (!isApiError(error)) {
        setFailure(screenFailureText('saveData'));
        return;
      }
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors.length > 0) options.onInvalid?.(fieldErrors);
      const unplaced = errors.show(fieldErrors);
      if (fieldErrors.length === 0) setFailure(describeFailure(error));
      else if (unplaced.length > 0) setFailure(unplaced.join(' '));
    } finally {
      setSaving(false);
    }
  };

  /** Call on every change of the form: an error goes once its field changed. */
  return { submit, saving, failure, refreshErrors: errors.refresh };
}
