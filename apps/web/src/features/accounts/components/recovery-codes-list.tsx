import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { Heading } from '../../../components/heading';

interface RecoveryCodesListProps {
  codes: string[];
  email: string;
  /** "I have saved them": the codes are never shown again. */
  onDone: () => void;
}

const FILE_NAME = 'nuzul-recovery-codes.txt';

/** The recovery codes, shown once: copy them, download them, then say they are saved. */
export function RecoveryCodesList({ codes, email, onDone }: RecoveryCodesListProps) {
  const { t } = useTranslation('accounts');
  const text = [t('security.mfa.codesFile', { email }), '', ...codes, ''].join('\n');

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('security.mfa.copied'));
    } catch {
      // No clipboard (permission, insecure origin): the codes stay on screen to copy by hand.
    }
  };

  const download = (): void => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Flex vertical gap={16} data-testid="mfa-recovery-codes">
      <Heading level={2} look={5} style={{ marginBlock: 0 }}>
        {t('security.mfa.codesTitle')}
      </Heading>
      <Alert type="warning" showIcon title={t('security.mfa.codesText')} />
      {/* Codes read left to right in Arabic too. */}
      <ol
        dir="ltr"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: '8px 24px',
          margin: 0,
          paddingInlineStart: 24,
          fontFamily: 'monospace',
          fontSize: 16,
        }}
      >
        {codes.map((code) => (
          <li key={code} data-testid="mfa-recovery-code-item">
            {code}
          </li>
        ))}
      </ol>
      <Flex justify="end" gap={8} wrap>
        <Button
          icon={<CopyOutlined />}
          onClick={() => void copy()}
          data-testid="mfa-recovery-codes-copy"
          style={{ paddingInline: 20 }}
        >
          {t('security.mfa.copy')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={download}
          data-testid="mfa-recovery-codes-download"
          style={{ paddingInline: 20 }}
        >
          {t('security.mfa.download')}
        </Button>
        <Button
          type="primary"
          onClick={onDone}
          data-testid="mfa-recovery-codes-saved"
          style={{ paddingInline: 20 }}
        >
          {t('security.mfa.saved')}
        </Button>
      </Flex>
    </Flex>
  );
}
