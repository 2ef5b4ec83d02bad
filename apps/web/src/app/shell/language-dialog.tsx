import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale, readLocale, switchLocale } from '../../i18n/index.ts';

export function LanguageDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = readLocale();
  const [choice, setChoice] = useState<Locale>(current);

  const close = () => {
    setChoice(current);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('language_dialog.title')} centered>
      <form
        data-testid="language-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (choice !== current) switchLocale(choice);
        }}
      >
        <Stack gap="lg">
          <Radio.Group
            label={t('language_dialog.label')}
            description={t('language_dialog.description')}
            value={choice}
            onChange={(value) => setChoice(value as Locale)}
          >
            <Stack gap="sm" mt="sm">
              {LOCALES.map((locale) => (
                <Radio
                  key={locale}
                  value={locale}
                  label={
                    <Text span lang={locale}>
                      {t(`language_dialog.${locale}`)}
                    </Text>
                  }
                  data-testid={`language-option:${locale}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={choice === current} data-testid="language-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
