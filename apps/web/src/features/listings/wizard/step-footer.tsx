import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

interface StepFooterProps {
  isLast: boolean;
  saving: boolean;
  onBack?: () => void;
  /** Without a form around it (the photos step) the button calls this instead of submitting. */
  onSave?: () => void;
  /** Instead of Save & Next (a section whose entries are saved one by one says Next). */
  saveLabel?: string;
}

/** Back, and Save & Next (Save on the last step). */
export function StepFooter({ isLast, saving, onBack, onSave, saveLabel }: StepFooterProps) {
  const { t } = useTranslation('listings');
  return (
    <Flex justify="space-between" gap={12} wrap style={{ marginBlockStart: 24 }}>
      {onBack === undefined ? (
        <span />
      ) : (
        <Button onClick={onBack} disabled={saving} data-testid="wizard-back">
          {t('wizard.back')}
        </Button>
      )}
      <Button
        type="primary"
        htmlType={onSave === undefined ? 'submit' : 'button'}
        onClick={onSave}
        loading={saving}
        data-testid="wizard-save"
      >
        {saveLabel ?? (isLast ? t('wizard.save') : t('wizard.saveAndNext'))}
      </Button>
    </Flex>
  );
}
