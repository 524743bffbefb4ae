import { CODE_LENGTH } from '@nuzul/shared/accounts';
import { ConfigProvider, Input } from 'antd';
import type { GetRef } from 'antd';
import type { Ref } from 'react';

export type CodeInputRef = GetRef<typeof Input.OTP>;

interface CodeInputProps {
  value?: string;
  onChange?: (code: string) => void;
  /** Called when the last digit is typed; the form item uses it as its validate trigger. */
  onComplete?: () => void;
  autoFocus?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  ref?: Ref<CodeInputRef>;
}

const digitsOnly = (text: string): string => text.replace(/\D/g, '');

/**
 * The 6-digit one-time code: one box per digit, filled by typing, pasting or the browser's
 * one-time-code autofill. The value follows every keystroke (antd's onChange only reports a
 * complete code, which would leave a stale code in the form after a deletion).
 */
export function CodeInput({ value, onChange, onComplete, ref, ...rest }: CodeInputProps) {
  return (
    // Codes read left to right in Arabic too, as in the mail that brings them.
    <ConfigProvider direction="ltr">
      <Input.OTP
        {...rest}
        ref={ref}
        length={CODE_LENGTH}
        value={value ?? ''}
        formatter={digitsOnly}
        inputMode="numeric"
        autoComplete="one-time-code"
        onInput={(cells) => {
          const code = cells.join('');
          onChange?.(code);
          if (code.length === CODE_LENGTH) onComplete?.();
        }}
        style={{ direction: 'ltr', width: '100%', justifyContent: 'center' }}
        // Six boxes and their gaps still fit the card at 375 px.
        styles={{ input: { width: 44, fontSize: 20, paddingInline: 0 } }}
      />
    </ConfigProvider>
  );
}
