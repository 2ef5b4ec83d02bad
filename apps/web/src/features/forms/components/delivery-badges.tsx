import { Badge, Group } from '@mantine/core';
import { IconMail, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DeliveryBadge } from '../api/submission-fields.ts';
import { deliveryBadges, deliveryColor, knownState } from '../delivery-state.ts';

/** A delivery's state: its channel's icon and name with the state, in the state's colour. */
export function DeliveryStateBadge({ channel, state }: { channel: string; state: string }) {
  const { t } = useTranslation();
  const known = knownState(state);
  const Icon = channel === 'email' ? IconMail : IconWebhook;
  const name = channel === 'email' ? t('submissions.channel.email') : t('submissions.channel.webhook');
  return (
    <Badge
      variant="light"
      color={deliveryColor(known)}
      leftSection={<Icon size={12} aria-hidden />}
      tt="none"
      data-testid="delivery-badge"
      data-channel={channel}
      data-state={known}
    >
      {name}: {t(`submissions.state.${known}`)}
    </Badge>
  );
}

/** The list's delivery column: one badge per channel, nothing when the submission was only stored. */
export function DeliveryBadges({ deliveries }: { deliveries: readonly DeliveryBadge[] }) {
  const badges = deliveryBadges(deliveries);
  if (badges.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {badges.map((badge) => (
        <DeliveryStateBadge key={badge.channel} channel={badge.channel} state={badge.state} />
      ))}
    </Group>
  );
}
