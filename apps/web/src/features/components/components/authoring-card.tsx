import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { resolveProps } from '@tessera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import cardClasses from '../../../components/card.module.css';
import { CardDeleteAction } from '../../../components/card-action.tsx';
import { SandboxPreview } from '../../../components/sandbox-preview.tsx';
import type { AuthoringSummary } from '../api/authoring-fields.ts';
import { AUTHORING_KINDS, slotCountText } from '../authoring/authoring-kinds.ts';
import { isJsonObject } from '../authoring/authoring-rules.ts';
import type { AuthoringKind } from '../authoring/data-types.ts';
import { previewTree, slotNamesUpTo, slotPlaceholderModule } from '../authoring/preview-tree.ts';
import { SvgIcon } from '../authoring/svg-icon.tsx';
import classes from './authoring-card.module.css';

/** Height of a component card's live preview window. */
const PREVIEW_HEIGHT = 168;

/** The props of a stored component, or null when its properties cannot be resolved (nothing is drawn). */
function propsOf(dataTypes: unknown): Record<string, unknown> | null {
  if (!isJsonObject(dataTypes)) return null;
  try {
    return resolveProps(dataTypes as Parameters<typeof resolveProps>[0]);
  } catch {
    return null;
  }
}

/** A component drawn live in the sandbox, a container with its empty drop areas. */
function ComponentPreview({ item }: { item: AuthoringSummary }) {
  const { t } = useTranslation();
  const props = useMemo(() => propsOf(item.dataTypes), [item.dataTypes]);
  const modules = useMemo(() => {
    const own = [{ id: item.id, compiledCode: item.compiledCode ?? '' }];
    return item.slots > 0 ? [...own, slotPlaceholderModule()] : own;
  }, [item.id, item.compiledCode, item.slots]);
  const tree = useMemo(
    () => (props ? previewTree(item.id, { props, slots: slotNamesUpTo(item.slots) }, t) : null),
    [item.id, item.slots, props, t],
  );
  return (
    <div className={classes.preview}>
      <div className={classes.previewInner}>
        <SandboxPreview
          modules={modules}
          tree={tree}
          height={PREVIEW_HEIGHT}
          title={t('components.preview_title', { name: item.name })}
          testId={`component-preview:${item.name}`}
        />
      </div>
    </div>
  );
}

interface AuthoringCardProps {
  kind: AuthoringKind;
  item: AuthoringSummary;
  canWrite: boolean;
  onDelete: () => void;
}

/**
 * A component or template in its list (spec §2): a component's live preview or a template's icon, the name,
 * the slot count of a container or template, the description, edit and delete.
 */
export function AuthoringCard({ kind, item, canWrite, onDelete }: AuthoringCardProps) {
  const { t } = useTranslation();
  const { plural } = AUTHORING_KINDS[kind];
  const slots = slotCountText(t, kind, item.slots);
  const iconAlt = t(`${plural}.icon_alt`, { name: item.name });
  return (
    <Paper
      withBorder
      className={`${cardClasses.card} ${classes.clip}`}
      data-testid={`${kind}-card:${item.name}`}
    >
      {kind === 'component' ? (
        <ComponentPreview item={item} />
      ) : (
        <div className={classes.icon}>
          <SvgIcon icon={item.icon} size={72} alt={iconAlt} testId={`template-icon:${item.name}`} />
        </div>
      )}
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <Group gap="sm" wrap="nowrap">
          {kind === 'component' ? <SvgIcon icon={item.icon} size={28} alt={iconAlt} /> : null}
          <Title order={2} fz="h5" lineClamp={1} title={item.name} style={{ flex: 1, minWidth: 0 }}>
            {item.name}
          </Title>
        </Group>
        {slots ? (
          <Badge variant="light" tt="none" fw={500} data-testid={`${kind}-slots:${item.name}`}>
            {slots}
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed" lineClamp={3} className={cardClasses.description} title={item.description}>
          {item.description}
        </Text>
      </Stack>
      {canWrite ? (
        <Group justify="space-between" wrap="nowrap" gap="xs" px="md" py="xs" className={cardClasses.actions}>
          <Button
            component={Link}
            to={`/${plural}/${item.id}`}
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} />}
            aria-label={t(`${plural}.edit_aria`, { name: item.name })}
            data-testid={`${kind}-edit:${item.name}`}
          >
            {t(`${plural}.edit`)}
          </Button>
          <CardDeleteAction
            ariaLabel={t(`${plural}.delete_aria`, { name: item.name })}
            onClick={onDelete}
            testId={`${kind}-delete:${item.name}`}
          />
        </Group>
      ) : null}
    </Paper>
  );
}
