import type { FormInstance } from 'antd';
import { useCallback, useRef } from 'react';
import { showFieldErrors, type FieldError, type FieldName } from './field-errors';

interface Shown {
  name: FieldName;
  /** The field's value when the error was shown. */
  value: string;
}

/**
 * Errors found on submit (the whole schema, the API's refusal) shown at their fields. antd
 * keeps such an error until the field is validated again, and fields without rules (lists,
 * custom controls) never are: `refresh` clears each error once its field's value changed.
 */
export function useSubmitErrors(form: FormInstance) {
  const shown = useRef<Shown[]>([]);
  const valueOf = useCallback(
    (name: FieldName) => JSON.stringify(form.getFieldValue(name) ?? null),
    [form],
  );

  /** Shows the errors; returns the texts no field of the form can show. */
  const show = useCallback(
    (errors: FieldError[]): string[] => {
      const unplaced = showFieldErrors(form, errors);
      shown.current = errors.map(({ name }) => ({ name, value: valueOf(name) }));
      return unplaced;
    },
    [form, valueOf],
  );

  const refresh = useCallback((): void => {
    const stale = shown.current.filter(({ name, value }) => valueOf(name) !== value);
    if (stale.length === 0) return;
    form.setFields(stale.map(({ name }) => ({ name, errors: [] })));
    shown.current = shown.current.filter((entry) => !stale.includes(entry));
  }, [form, valueOf]);

  return { show, refresh };
}
