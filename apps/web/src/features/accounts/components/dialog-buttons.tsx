import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** Cancel and the submit button at the foot of a Security page dialog. */
export function DialogButtons({
  submitLabel,
  loading,
  onCancel,
  testId,
}: {
  submitLabel: string;
  loading: boolean;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Flex justify="end" gap={8} wrap>
      <Button onClick={onCancel} style={{ paddingInline: 20 }}>
        {t('security.cancel')}
      </Button>
      <Button
        type="primary"
        htmlType="submit"
        loading={loading}
        data-testid={testId}
        style={{ paddingInline: 20 }}
      >
        {submitLabel}
      </Button>
    </Flex>
  );
}
