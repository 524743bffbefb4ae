import { InputNumber, Space, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { asciiDecimalText, basisPointsFromText, textFromBasisPoints } from './amount-text';

type PassedProps = Omit<InputNumberProps<string>, 'value' | 'onChange' | 'stringMode'>;

export interface PercentInputProps extends PassedProps {
  /** Basis points (15 % = 1500); null while empty. */
  value?: number | null;
  onChange?: (basisPoints: number | null) => void;
}

/** A percentage from 0 to 100 with at most two decimals, handed to the form in basis points. */
export function PercentInput({ value, onChange, style, ...props }: PercentInputProps) {
  const { t } = useTranslation('common');
  return (
    <Space.Compact style={{ width: '100%', ...style }}>
      <InputNumber<string>
        stringMode
        min="0"
        max="100"
        step="1"
        inputMode="decimal"
        parser={asciiDecimalText}
        style={{ width: '100%' }}
        {...props}
        value={textFromBasisPoints(value)}
        onChange={(text) => onChange?.(basisPointsFromText(text))}
      />
      <Space.Addon>{t('money.percent')}</Space.Addon>
    </Space.Compact>
  );
}
