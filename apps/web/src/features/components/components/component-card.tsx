import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { resolveProps } from '@tessera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import cardClasses from '../../../components/card.module.css';
import { CardDeleteAction } from '../../../components/card-action.tsx';
import { SandboxPreview } from '../../../components/sandbox-preview.tsx';
import type { ComponentSummary } from '../api/component-fields.ts';
import { isJsonObject } from '../authoring/authoring-rules.ts';
import { SvgIcon } from '../authoring/svg-icon.tsx';
import classes from './component-card.module.css';

/** Height of the card's live preview window. */
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

interface ComponentCardProps {
  component: ComponentSummary;
  canWrite: boolean;
  onDelete: () => void;
}

/** A component in the list: live sandboxed preview, icon, name, description, edit and delete. */
export function ComponentCard({ component, canWrite, onDelete }: ComponentCardProps) {
  const { t } = useTranslation();
  const props = useMemo(() => propsOf(component.dataTypes), [component.dataTypes]);
  const modules = useMemo(
    () => [{ id: component.id, compiledCode: component.compiledCode }],
    [component.id, component.compiledCode],
  );
  const tree = useMemo(
    () => (props ? { key: component.id, moduleId: component.id, props } : null),
    [component.id, props],
  );
  return (
    <Paper
      withBorder
      className={`${cardClasses.card} ${classes.clip}`}
      data-testid={`component-card:${component.name}`}
    >
      <div className={classes.preview}>
        <div className={classes.previewInner}>
          <SandboxPreview
            modules={modules}
            tree={tree}
            height={PREVIEW_HEIGHT}
            title={t('components.preview_title', { name: component.name })}
            testId={`component-preview:${component.name}`}
          />
        </div>
      </div>
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <Group gap="sm" wrap="nowrap">
          <SvgIcon icon={component.icon} size={28} alt={t('components.icon_alt', { name: component.name })} />
          <Title order={2} fz="h5" lineClamp={1} title={component.name} style={{ flex: 1, minWidth: 0 }}>
            {component.name}
          </Title>
        </Group>
        <Text
          size="sm"
          c="dimmed"
          lineClamp={3}
          className={cardClasses.description}
          title={component.description}
        >
          {component.description}
        </Text>
      </Stack>
      {canWrite ? (
        <Group justify="space-between" wrap="nowrap" gap="xs" px="md" py="xs" className={cardClasses.actions}>
          <Button
            component={Link}
            to={`/components/${component.id}`}
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} />}
            aria-label={t('components.edit_aria', { name: component.name })}
            data-testid={`component-edit:${component.name}`}
          >
            {t('components.edit')}
          </Button>
          <CardDeleteAction
            ariaLabel={t('components.delete_aria', { name: component.name })}
            onClick={onDelete}
            testId={`component-delete:${component.name}`}
          />
        </Group>
      ) : null}
    </Paper>
  );
}
