import { InputNumber, Space, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { asciiDecimalText, halalasFromText, textFromHalalas } from './amount-text';

type PassedProps = Omit<InputNumberProps<string>, 'value' | 'onChange' | 'stringMode'>;

export interface MoneyInputProps extends PassedProps {
  /** Halalas (1 SAR = 100); null while empty. */
  value?: number | null;
  onChange?: (halalas: number | null) => void;
}

/**
 * An amount in riyals with two decimals, handed to the form in whole halalas. The input works
 * on decimal text (string mode), never on a float, so 0.29 SAR is 29 halalas exactly.
 */
export function MoneyInput({ value, onChange, style, ...props }: MoneyInputProps) {
  const { t } = useTranslation('common');
  return (
    <Space.Compact style={{ width: '100%', ...style }}>
      <InputNumber<string>
        stringMode
        min="0"
        precision={2}
        step="1"
        inputMode="decimal"
        parser={asciiDecimalText}
        style={{ width: '100%' }}
        {...props}
        value={textFromHalalas(value)}
        onChange={(text) => onChange?.(halalasFromText(text))}
      />
      <Space.Addon>{t('money.sar')}</Space.Addon>
    </Space.Compact>
  );
}
