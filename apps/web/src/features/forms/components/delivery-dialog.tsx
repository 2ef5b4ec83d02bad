import { Button, Modal } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { APP_DEFAULT_FORM_KEY } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDeliverySection } from './form-delivery-section.tsx';

interface DeliveryButtonProps {
  appId: string;
  /** The chosen form's key and name; null: every form (the app's default delivery, `*`). */
  form: { key: string; name: string } | null;
  canManage: boolean;
}

/**
 * "Delivery" on the Submissions screen: the same block as the Form's in the inspector, for the chosen form (a
 * site header's or footer's too, which no page's inspector shows) or, with every form chosen, the app's default
 * that forms without settings of their own follow.
 */
export function DeliveryButton({ appId, form, canManage }: DeliveryButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        fullWidth
        leftSection={<IconSend size={14} />}
        onClick={() => setOpened(true)}
        data-testid="submissions-delivery"
      >
        {form ? t('form_delivery.open') : t('form_delivery.open_default')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={
          form ? t('form_delivery.dialog_title', { name: form.name }) : t('form_delivery.dialog_default')
        }
        size="md"
        data-testid="submissions-delivery-dialog"
      >
        {opened ? (
          <FormDeliverySection
            appId={appId}
            formKey={form?.key ?? APP_DEFAULT_FORM_KEY}
            canManage={canManage}
            showLink={false}
          />
        ) : null}
      </Modal>
    </>
  );
}
