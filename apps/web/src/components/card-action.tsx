import { ActionIcon, Tooltip } from '@mantine/core';
import { type Icon, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface CardActionProps {
  /** The tooltip: what the button does ("Delete", "Open live page"). */
  label: string;
  /** What the button does to which item, for screen readers ("Delete Shop"). */
  ariaLabel: string;
  icon: Icon;
  color?: 'gray' | 'red';
  testId: string;
  /** A console address: the button is a link to it. */
  to?: string;
  /** An address outside the console: the button is a link that opens a new tab. */
  href?: string;
  onClick?: () => void;
  disabled?: boolean;
}

/** An icon button with a tooltip, for the actions in a card's (or a row's) footer. */
export function CardAction({
  label,
  ariaLabel,
  icon: ActionIconGlyph,
  color = 'gray',
  testId,
  to,
  href,
  onClick,
  disabled,
}: CardActionProps) {
  const shared = { variant: 'subtle', color, size: 'lg', 'aria-label': ariaLabel, 'data-testid': testId };
  const glyph = <ActionIconGlyph size={18} />;
  let button: ReactNode;
  if (to !== undefined) {
    button = (
      <ActionIcon component={Link} to={to} {...shared}>
        {glyph}
      </ActionIcon>
    );
  } else if (href !== undefined) {
    button = (
      <ActionIcon component="a" href={href} target="_blank" rel="noopener noreferrer" {...shared}>
        {glyph}
      </ActionIcon>
    );
  } else {
    button = (
      <ActionIcon disabled={disabled} onClick={onClick} {...shared}>
        {glyph}
      </ActionIcon>
    );
  }
  return <Tooltip label={label}>{button}</Tooltip>;
}

/** The red trash button that asks to delete the card's item. */
export function CardDeleteAction({
  ariaLabel,
  testId,
  onClick,
}: Pick<CardActionProps, 'ariaLabel' | 'testId'> & { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <CardAction
      label={t('common.delete')}
      ariaLabel={ariaLabel}
      icon={IconTrash}
      color="red"
      testId={testId}
      onClick={onClick}
    />
  );
}
