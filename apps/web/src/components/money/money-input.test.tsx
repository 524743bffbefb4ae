import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n';
import { Money } from './money';
import { MoneyInput } from './money-input';
import { PercentInput } from './percent-input';

describe('MoneyInput', () => {
  it('shows halalas as riyals with the SAR addon and hands typed riyals back as halalas', () => {
    const onChange = vi.fn();
    render(<MoneyInput value={12345} onChange={onChange} data-testid="price" />);
    const input = screen.getByTestId('price') as HTMLInputElement;
    expect(input.value).toBe('123.45');
    expect(screen.getByText('SAR')).toBeTruthy();

    fireEvent.change(input, { target: { value: '0.29' } });
    expect(onChange).toHaveBeenLastCalledWith(29);
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('reads the digits and decimal separator of an Arabic keyboard', () => {
    const onChange = vi.fn();
    render(<MoneyInput value={null} onChange={onChange} data-testid="price" />);
    fireEvent.change(screen.getByTestId('price'), { target: { value: '١٢٣٫٤٥' } });
    expect(onChange).toHaveBeenLastCalledWith(12345);
  });

  it('names the currency in Arabic', async () => {
    await i18n.changeLanguage('ar');
    render(<MoneyInput value={null} />);
    expect(screen.getByText('ر.س')).toBeTruthy();
  });
});

describe('PercentInput', () => {
  it('shows basis points as a percentage and hands a typed one back as basis points', () => {
    const onChange = vi.fn();
    render(<PercentInput value={1250} onChange={onChange} data-testid="rate" />);
    const input = screen.getByTestId('rate') as HTMLInputElement;
    expect(input.value).toBe('12.5');
    fireEvent.change(input, { target: { value: '15' } });
    expect(onChange).toHaveBeenLastCalledWith(1500);
  });
});

describe('Money', () => {
  it('formats halalas in the interface language', async () => {
    const { rerender } = render(<Money value={123456} data-testid="amount" />);
    expect(screen.getByTestId('amount').textContent).toMatch(/SAR\s1,234\.56/);
    await i18n.changeLanguage('ar');
    rerender(<Money value={123456} data-testid="amount" />);
    expect(screen.getByTestId('amount').textContent).toContain('١٬٢٣٤٫٥٦');
  });
});
