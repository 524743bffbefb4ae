import { CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';

interface CopyButtonProps {
  text: string;
  /** What is copied, for screen readers ("Copy the export URL"). */
  label: string;
  testId: string;
}

/** Copies `text` and says so; without a clipboard (permission, insecure origin) it stays on screen. */
export function CopyButton({ text, label, testId }: CopyButtonProps) {
  const { t } = useTranslation('channels');
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <Tooltip title={label}>
      <Button
        icon={<CopyOutlined />}
        aria-label={label}
        onClick={() => void copy()}
        data-testid={testId}
      />
    </Tooltip>
  );
}
