import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import cardClasses from '../../../components/card.module.css';
import { CardDeleteAction } from '../../../components/card-action.tsx';
import { SvgIcon } from '../../components/authoring/svg-icon.tsx';
import type { TemplateSummary } from '../api/template-fields.ts';
import classes from './template-card.module.css';

interface TemplateCardProps {
  template: TemplateSummary;
  canWrite: boolean;
  onDelete: () => void;
}

/** A template in the list: its icon, name, description, edit link and delete (spec §2). */
export function TemplateCard({ template, canWrite, onDelete }: TemplateCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder className={cardClasses.card} data-testid={`template-card:${template.name}`}>
      <div className={classes.icon}>
        <SvgIcon
          icon={template.icon}
          size={72}
          alt={t('templates.icon_alt', { name: template.name })}
          testId={`template-icon:${template.name}`}
        />
      </div>
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <Title order={2} fz="h5" lineClamp={1} title={template.name}>
          {template.name}
        </Title>
        <Text
          size="sm"
          c="dimmed"
          lineClamp={3}
          className={cardClasses.description}
          title={template.description}
        >
          {template.description}
        </Text>
      </Stack>
      {canWrite ? (
        <Group justify="space-between" wrap="nowrap" gap="xs" px="md" py="xs" className={cardClasses.actions}>
          <Button
            component={Link}
            to={`/templates/${template.id}`}
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} />}
            aria-label={t('templates.edit_aria', { name: template.name })}
            data-testid={`template-edit:${template.name}`}
          >
            {t('templates.edit')}
          </Button>
          <CardDeleteAction
            ariaLabel={t('templates.delete_aria', { name: template.name })}
            onClick={onDelete}
            testId={`template-delete:${template.name}`}
          />
        </Group>
      ) : null}
    </Paper>
  );
}
