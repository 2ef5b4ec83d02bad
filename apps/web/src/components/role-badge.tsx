import { Badge, type BadgeProps } from '@mantine/core';
import { parseRole, type Role } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../lib/roles.ts';

/** One colour per rung of the role ladder, so roles read at a glance. */
export const ROLE_COLORS: Record<Role, string> = {
  viewer: 'gray',
  editor: 'blue',
  publisher: 'teal',
  developer: 'grape',
  admin: 'indigo',
};

/** A team role as the user reads it ('admin' is shown as "Manager"). */
export function RoleBadge({ role, ...props }: { role: string } & BadgeProps & { 'data-testid'?: string }) {
  const { t } = useTranslation();
  const key = roleLabelKey(role);
  const parsed = parseRole(role);
  return (
    <Badge
      variant="light"
      color={parsed ? ROLE_COLORS[parsed] : 'gray'}
      data-role={parsed ?? role}
      {...props}
    >
      {key ? t(key) : role}
    </Badge>
  );
}
