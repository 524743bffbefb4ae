import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error';
import { describeFailure, screenFailureText } from '../../../app/describe-failure';
import { toast } from '../../../app/toast';
import { apiFieldErrors } from '../../../components/form/field-errors';
import { useSubmitErrors } from '../../../components/form/use-submit-errors';

/**
 * A refusal that says why on its own (an address taken, a category in use, too many test
 * e-mails) is told by its code; any other failure by the screen's message (requirements §14).
 */
export function failureText(error: unknown, screenMessage: 'saveData' | 'delete'): string {
  if (isApiError(error) && (error.status === 409 || error.status === 429)) {
    return describeFailure(error);
  }
  return screenFailureText(screenMessage);
}

/** A delete's failure, told in a toast. */
export function toastDeleteFailure(error: unknown): void {
  toast.error(failureText(error, 'delete'));
}

/**
 * A CMS form's Save: unchanged → "No changes to save."; then the API's refusal at the fields it names (with what it names, e.g. the unknown
 * placeholder) and "Failed to save data", or the refusal's own text.
 */
export function useCmsSave<V>(
  form: FormInstance,
  /** The values as loaded (null for a new item: anything is a change). */
  initial: V | null,
  send: (values: V) => Promise<unknown>,
) {
  const { t } = useTranslation('cms');
  const errors = useSubmitErrors(form);
  const [saving, setSaving] = useState(false);

  const submit = async (values: V): Promise<boolean> => {
    if (initial !== null && JSON.stringify(values) === JSON.stringify(initial)) {
      toast.info(screenFailureText('noChanges'));
      return false;
    }
    setSaving(true);
    try {
      await send(values);
      toast.success(t('saved'));
      return true;
    } catch (error) {
      const unplaced = isApiError(error) ? errors.show(apiFieldErrors(error)) : [];
      toast.error(unplaced.length > 0 ? unplaced.join(' ') : failureText(error, 'saveData'));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { submit, saving, refreshErrors: errors.refresh };
}
