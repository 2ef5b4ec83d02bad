import { Badge, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { DELAYS } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../features/user/api/me.ts';
import { errorKeyFor } from '../../lib/error-text.ts';
import { restError } from '../../lib/rest.ts';
import { switchCurrentOrg } from '../../lib/switch-current-org.ts';
import { useLater } from '../../lib/timers.ts';

interface SwitchOrgDialogProps {
  me: Me;
  opened: boolean;
  onClose: () => void;
}

export function SwitchOrgDialog({ me, opened, onClose }: SwitchOrgDialogProps) {
  const { t } = useTranslation();
  const later = useLater();
  const currentId = me.currentOrg?.id ?? null;
  const [choice, setChoice] = useState<string | null>(currentId);
  const [state, setState] = useState<'idle' | 'loading' | 'switched'>('idle');

  const close = () => {
    if (state !== 'idle') return;
    setChoice(currentId);
    onClose();
  };

  async function save() {
    if (!choice || choice === currentId) return;
    setState('loading');
    const response = await switchCurrentOrg(choice);
    if (response.status === 200) {
      setState('switched');
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('switch_org.success') });
      later(() => window.location.reload(), DELAYS.afterOrgSwitch);
      return;
    }
    setState('idle');
    notifications.show({ color: 'red', message: t(errorKeyFor(restError(response))) });
  }

  return (
    <Modal opened={opened} onClose={close} title={t('switch_org.title')} centered>
      <form
        data-testid="switch-org-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="lg">
          <Radio.Group label={t('switch_org.label')} value={choice} onChange={setChoice}>
            <Stack gap="sm" mt="sm">
              {me.orgs.map((org) => (
                <Radio
                  key={org.id}
                  value={org.id}
                  disabled={state !== 'idle'}
                  data-testid={`switch-org-option:${org.id}`}
                  label={
                    <Group gap="xs" wrap="nowrap">
                      <Text span>{org.name}</Text>
                      {org.id === currentId ? (
                        <Badge size="xs" variant="light">
                          {t('switch_org.current')}
                        </Badge>
                      ) : null}
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={state !== 'idle'}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={!choice || choice === currentId || state === 'switched'}
              loading={state === 'loading'}
              data-testid="switch-org-save"
            >
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
