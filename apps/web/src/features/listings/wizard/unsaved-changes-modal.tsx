import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface UnsavedChangesModalProps {
  open: boolean;
  onDiscard: () => void;
  onCancel: () => void;
}

/** "Leaving with unsaved changes prompts Discard or Cancel" (spec §4). */
export function UnsavedChangesModal({ open, onDiscard, onCancel }: UnsavedChangesModalProps) {
  const { t } = useTranslation('listings');
  return (
    <Modal
      open={open}
      title={t('unsaved.title')}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} autoFocus data-testid="unsaved-cancel">
          {t('unsaved.cancel')}
        </Button>,
        <Button
          key="discard"
          danger
          type="primary"
          onClick={onDiscard}
          data-testid="unsaved-discard"
        >
          {t('unsaved.discard')}
        </Button>,
      ]}
    >
      <Typography.Paragraph style={{ marginBlock: 0 }} data-testid="unsaved-modal">
        {t('unsaved.body')}
      </Typography.Paragraph>
    </Modal>
  );
}
