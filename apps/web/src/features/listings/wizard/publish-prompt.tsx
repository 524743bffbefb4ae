import type { ReadinessItem } from '@nuzul/shared/terms';
import { Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../app/toast';
import { usePublishProperty } from '../api';
import { PublishRefusal } from '../components/publish-refusal';

interface PublishPromptProps {
  propertyId: string;
  open: boolean;
  /** Esc, the close button, or a readiness link followed: the owner stays in the wizard. */
  onStay: (item?: ReadinessItem) => void;
  /** Before the prompt leaves the wizard (the leave guard lets it through). */
  onLeave: () => void;
}

/**
 * Spec §2: at the end of the wizard, "Ready to publish your listing?" with Publish Property,
 * Add another property and Explore Dashboard. A refusal shows inside the prompt and the
 * property stays Pending; a click outside does not close it.
 */
export function PublishPrompt({ propertyId, open, onStay, onLeave }: PublishPromptProps) {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const publish = usePublishProperty();

  const leaveTo = (path: string) => {
    onLeave();
    void navigate(path);
  };

  return (
    <Modal
      open={open}
      title={t('publish.promptTitle')}
      width={600}
      mask={{ closable: false }}
      destroyOnHidden
      keyboard
      onCancel={() => onStay()}
      afterClose={() => publish.reset()}
      footer={
        <Flex gap={8} wrap justify="end">
          <Button onClick={() => leaveTo('/dashboard')} data-testid="publish-explore-dashboard">
            {t('publish.exploreDashboard')}
          </Button>
          <Button onClick={() => leaveTo('/properties/new')} data-testid="publish-add-another">
            {t('publish.addAnother')}
          </Button>
          <Button
            type="primary"
            loading={publish.isPending}
            onClick={() =>
              publish.mutate(propertyId, {
                onSuccess: () => {
                  toast.success(t('publish.published'));
                  leaveTo(`/properties/${propertyId}`);
                },
              })
            }
            data-testid="publish-property"
          >
            {t('publish.publish')}
          </Button>
        </Flex>
      }
      data-testid="publish-prompt"
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBlock: 0 }}>
          {t('publish.promptBody')}
        </Typography.Paragraph>
        <PublishRefusal propertyId={propertyId} error={publish.error} onOpen={onStay} />
      </Flex>
    </Modal>
  );
}
