import { useThemeToken } from '../../app/use-theme-token';
import type { ReactNode } from 'react';

/**
 * The attributes that Ant Design's Form.Item gives its control: the id that the label points
 * at, the red frame, and the error text as its description while there is one.
 */
export function fieldControlProps(id: string, error: string | null | undefined) {
  const invalid = error !== null && error !== undefined;
  return {
    id,
    status: invalid ? ('error' as const) : undefined,
    'aria-invalid': invalid ? ('true' as const) : undefined,
    'aria-describedby': invalid ? `${id}_help` : undefined,
  };
}

interface LightFieldProps {
  /** The control's id (`fieldControlProps(id, error)` on the control). */
  id: string;
  label?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

/**
 * A field of a form drawn as Ant Design's vertical Form.Item draws it (label above, error
 * below in the error colour, the same spacing), without Form's code: its field store and
 * async-validator are most of what the sign-in screen would otherwise download. For a form
 * of a few fields whose state the screen keeps itself.
 */
export function LightField({ id, label, error, children }: LightFieldProps) {
  const token = useThemeToken();
  const invalid = error !== null && error !== undefined;
  return (
    // As Form.Item: the error line takes the place of the space below the field.
    <div style={{ marginBlockEnd: invalid ? 0 : token.marginLG }}>
      {label !== undefined && (
        <div style={{ paddingBlockEnd: token.paddingXS }}>
          <label
            htmlFor={id}
            title={typeof label === 'string' ? label : undefined}
            style={{ color: token.colorTextHeading, fontSize: token.fontSize }}
          >
            {label}
          </label>
        </div>
      )}
      {children}
      {invalid && (
        <div
          id={`${id}_help`}
          style={{
            color: token.colorError,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
          }}
        >
          {error}
        </div>
      )}
    </div>
  );
}
