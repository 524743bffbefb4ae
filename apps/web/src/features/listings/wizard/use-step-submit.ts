import type { Property } from '@nuzul/shared/listings';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { isApiError, type ApiError } from '../../../app/api-error';
import { toast } from '../../../app/toast';
import { describeFailure, screenFailureText } from '../../../app/describe-failure';
import {
  apiFieldErrors,
  fieldErrorsOf,
  type FieldError,
  type FieldName,
} from '../../../components/form/field-errors';
import { useSubmitErrors } from '../../../components/form/use-submit-errors';
import { sameBody } from './section-values';
import { decideSave } from './wizard-state';

/**
 * A refusal with its own meaning says it (the seasons overlap, a network error); a failure
 * of the server is spec §8's "Failed to save data".
 */
function saveFailureText(error: ApiError): string {
  return error.code === 'UNEXPECTED_ERROR' ? screenFailureText('saveData') : describeFailure(error);
}

export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface SafeParser<B> {
  safeParse(value: B): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

export interface StepSubmitOptions<B, A = Property> {
  form: FormInstance;
  schema: SafeParser<B>;
  /** Rules beyond the schema (the room rules that need the definitions). */
  extraIssues?: (body: B) => Issue[];
  propertyExists: boolean;
  completed: boolean;
  /** The section as saved: the body is compared with it when Save is pressed. */
  saved: B;
  send: (body: B) => Promise<A>;
  /** After a save (with the answer) or when there was nothing to save. */
  onDone: (answer: A | undefined) => void;
  /** The fields found wrong (a step with tabs shows the tab of the first). */
  onInvalid?: (errors: FieldError[]) => void;
  /** Where a field of the body is on the form, when they differ (a list kept by language). */
  fieldName?: (name: FieldName, body: B) => FieldName;
}

/**
 * A step's Save: nothing is sent when nothing changed ("No changes to save."), the shared
 * schema checks the body first (the same messages as the API), and a refusal of the API
 * is shown at the fields it names.
 */
export function useStepSubmit<B, A = Property>(options: StepSubmitOptions<B, A>) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The API's refusal behind `failure`, for an action beside it (See plans). */
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const errors = useSubmitErrors(options.form);

  const submit = async (body: B): Promise<void> => {
    const { schema, extraIssues, send, onDone, fieldName } = options;
    const onForm = (fieldErrors: FieldError[]): FieldError[] =>
      fieldName === undefined
        ? fieldErrors
        : fieldErrors.map((error) => ({ ...error, name: fieldName(error.name, body) }));
    setFailure(null);
    setRefusal(null);
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
      const fieldErrors = onForm(fieldErrorsOf(issues));
      options.onInvalid?.(fieldErrors);
      const unplaced = errors.show(fieldErrors);
      if (unplaced.length > 0) setFailure(unplaced.join(' '));
      return;
    }
    setSaving(true);
    try {
      const answer = await send(body);
      onDone(answer);
    } catch (error) {
      if (!isApiError(error)) {
        setFailure(screenFailureText('saveData'));
        return;
      }
      setRefusal(error);
      const fieldErrors = onForm(apiFieldErrors(error));
      if (fieldErrors.length > 0) options.onInvalid?.(fieldErrors);
      const unplaced = errors.show(fieldErrors);
      if (fieldErrors.length === 0) setFailure(saveFailureText(error));
      else if (unplaced.length > 0) setFailure(unplaced.join(' '));
    } finally {
      setSaving(false);
    }
  };

  /** Call on every change of the form: an error goes once its field changed. */
  return { submit, saving, failure, refusal, refreshErrors: errors.refresh };
}
