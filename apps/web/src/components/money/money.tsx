import { formatMoney, formatPercent } from '@nuzul/shared/money';
import type { HTMLAttributes } from 'react';
import { useLanguage } from '../../app/use-language';

interface MoneyProps extends HTMLAttributes<HTMLSpanElement> {
  /** Halalas. */
  value: number;
}

/** An amount for people to read in the interface language: "SAR 1,234.56", "١٬٢٣٤٫٥٦ ر.س.". */
export function Money({ value, ...props }: MoneyProps) {
  const { language } = useLanguage();
  return (
    <bdi {...props} style={{ whiteSpace: 'nowrap', ...props.style }}>
      {formatMoney(value, language)}
    </bdi>
  );
}

interface PercentProps extends HTMLAttributes<HTMLSpanElement> {
  /** Basis points. */
  value: number;
}

/** A rate for people to read: 1500 → "15%", "١٥٪". */
export function Percent({ value, ...props }: PercentProps) {
  const { language } = useLanguage();
  return <bdi {...props}>{formatPercent(value, language)}</bdi>;
}
