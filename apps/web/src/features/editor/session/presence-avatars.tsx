import { Avatar, Tooltip } from '@mantine/core';
import { DELAYS } from '@tessera/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresenceUser } from './presence.ts';

/** At most this many avatars; the others are counted in a last one. */
const SHOWN = 5;

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** The other people on the page (issue 25), one avatar each in their colour, named in a tooltip. */
export const PresenceAvatars = memo(function PresenceAvatars({
  people,
}: {
  people: readonly PresenceUser[];
}) {
  const { t } = useTranslation();
  if (people.length === 0) return null;
  const shown = people.slice(0, SHOWN);
  const rest = people.length - shown.length;
  return (
    <Avatar.Group spacing="xs" aria-label={t('collab.people')} role="group" data-testid="editor-people">
      {shown.map((person) => (
        <Tooltip
          key={person.id}
          label={t('collab.person', { name: person.name })}
          openDelay={DELAYS.tooltip / 2}
          withArrow
        >
          <Avatar
            size={28}
            radius="xl"
            variant="filled"
            styles={{ placeholder: { backgroundColor: person.color, color: '#fff' } }}
            aria-label={t('collab.person', { name: person.name })}
            tabIndex={0}
            data-testid="editor-person"
            data-user-id={person.id}
            data-color={person.color}
          >
            {initials(person.name)}
          </Avatar>
        </Tooltip>
      ))}
      {rest > 0 ? (
        <Tooltip
          label={people
            .slice(SHOWN)
            .map((person) => person.name)
            .join(', ')}
          openDelay={DELAYS.tooltip / 2}
          withArrow
        >
          <Avatar size={28} radius="xl" tabIndex={0} aria-label={t('collab.more', { count: rest })}>
            +{rest}
          </Avatar>
        </Tooltip>
      ) : null}
    </Avatar.Group>
  );
});
