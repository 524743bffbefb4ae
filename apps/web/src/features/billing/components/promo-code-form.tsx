import { CloseOutlined } from '@ant-design/icons';
import { promoCodeField } from '@nuzul/shared/billing';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../components/form/field-errors';

export interface PromoMessage {
  type: 'success' | 'danger';
  text: string;
}

interface PromoCodeFormProps {
  /** The code in force (normalised), or null. */
  applied: string | null;
  /** What the quotes made of it: applied, or the refusal's text. */
  message: PromoMessage | null;
  applying: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * A promo code for the plans: checked against the shared rule as typed (3 to 32 letters,
 * digits, dashes, underscores), then priced by the API for each plan that takes one.
 */
export function PromoCodeForm({
  applied,
  message,
  applying,
  onApply,
  onRemove,
}: PromoCodeFormProps) {
  const { t } = useTranslation('billing');
  const inputId = useId();
  const messageId = useId();
  const [text, setText] = useState(applied ?? '');
  const [formatError, setFormatError] = useState<string | null>(null);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const parsed = promoCodeField.safeParse(text);
    if (!parsed.success) {
      setFormatError(translateValidation(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setFormatError(null);
    setText(parsed.data);
    onApply(parsed.data);
  };

  const shown: PromoMessage | null =
    formatError !== null ? { type: 'danger', text: formatError } : message;

  return (
    <form onSubmit={submit} noValidate data-testid="promo-form" style={{ maxWidth: 420 }}>
      <Flex vertical gap={4}>
        <label htmlFor={inputId}>
          <Typography.Text strong>{t('promo.label')}</Typography.Text>
        </label>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id={inputId}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setFormatError(null);
            }}
            placeholder={t('promo.placeholder')}
            autoComplete="off"
            status={shown?.type === 'danger' ? 'error' : undefined}
            // As tall as the buttons joined to it (the theme's inputs are taller than its buttons).
            style={{ height: 40 }}
            aria-invalid={shown?.type === 'danger'}
            aria-describedby={shown === null ? undefined : messageId}
            data-testid="promo-input"
          />
          {applied !== null && (
            <Button
              icon={<CloseOutlined />}
              aria-label={t('promo.remove')}
              title={t('promo.remove')}
              onClick={() => {
                setText('');
                setFormatError(null);
                onRemove();
              }}
              data-testid="promo-remove"
            />
          )}
          <Button htmlType="submit" loading={applying} data-testid="promo-apply">
            {t('promo.apply')}
          </Button>
        </Space.Compact>
        <div aria-live="polite" id={messageId}>
          {shown !== null && (
            <Typography.Text type={shown.type} data-testid="promo-message">
              {shown.text}
            </Typography.Text>
          )}
        </div>
      </Flex>
    </form>
  );
}
