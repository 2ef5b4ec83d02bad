import { Alert, Badge, Button, Group, List, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { localeName } from '../locales-form.ts';
import {
  changesAnything,
  clip,
  countsOf,
  type ImportReport,
  type UnitChange,
  unlistedChanges,
} from '../translation-report.ts';

/** How many units not found in the app the preview names one by one. */
const UNKNOWN_SHOWN = 10;

const SETTINGS = new Set(['url', 'title', 'description', 'tags']);

export interface TranslationImportReportProps {
  readonly fileName: string;
  /** The language whose row the file was chosen from. */
  readonly locale: string;
  /** The preview; null while it is read. */
  readonly report: ImportReport | null;
  /** Why the file cannot be imported (the server's problems, or what else went wrong). */
  readonly problems: readonly string[];
  readonly applying: boolean;
  onApply(): void;
  onCancel(): void;
}

/**
 * An import's preview (issue 26): what the file would add, change, remove and leave, the first changes before
 * → after, units the app does not have, and the problems that refuse it. Nothing is applied until "Apply import".
 */
export function TranslationImportReport(props: TranslationImportReportProps) {
  const { t, i18n } = useTranslation();
  const { report, problems } = props;
  const name = (tag: string) => localeName(tag, i18n.language);
  const where = (change: UnitChange) => {
    if (change.where === 'page' && SETTINGS.has(change.property))
      return t(`site.translation_files.settings.${change.property as 'url'}`);
    if (change.where === 'template')
      return `${t('site.translation_files.where_template')} · ${change.property}`;
    return change.component ? `${change.component} · ${change.property}` : change.property;
  };
  const canApply = report !== null && problems.length === 0 && changesAnything(report) && !props.applying;
  return (
    <Modal
      opened
      onClose={props.onCancel}
      title={t('site.translation_files.preview_title', { file: props.fileName })}
      size="xl"
      centered
    >
      <Stack gap="md" data-testid="translation-import-report">
        {report === null && problems.length === 0 ? (
          <Text size="sm" role="status">
            {t('site.translation_files.reading')}
          </Text>
        ) : null}
        {problems.length > 0 ? (
          <ErrorAlert testId="translation-import-problems">
            <Text size="sm" fw={500}>
              {t('site.translation_files.problems_title')}
            </Text>
            <List size="sm" spacing={2}>
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </ErrorAlert>
        ) : null}
        {report ? (
          <>
            <Text size="sm">
              {t('site.translation_files.preview_language', {
                name: name(report.locale),
                tag: report.locale,
              })}
            </Text>
            {report.locale !== props.locale ? (
              <Alert
                color="yellow"
                icon={<IconAlertTriangle size={18} />}
                data-testid="translation-import-other"
              >
                {t('site.translation_files.other_language', {
                  file: name(report.locale),
                  row: name(props.locale),
                })}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="translation-import-counts">
              {countsOf(report).map(({ key, count }) => (
                <Group key={key} gap={6} wrap="nowrap">
                  <Badge variant={count > 0 ? 'filled' : 'light'} color="gray" radius="sm" miw={40}>
                    {formatNumber(count, i18n.language)}
                  </Badge>
                  <Text size="sm">{t(`site.translation_files.counts.${key}`)}</Text>
                </Group>
              ))}
            </SimpleGrid>
            {report.changes.length > 0 ? (
              <div>
                <Text size="sm" fw={500} mb={4}>
                  {t('site.translation_files.changes_title')}
                </Text>
                <Table.ScrollContainer minWidth={560} type="native" mah={320}>
                  <Table fz="xs" verticalSpacing={4} withTableBorder data-testid="translation-import-changes">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('site.translation_files.column_page')}</Table.Th>
                        <Table.Th>{t('site.translation_files.column_where')}</Table.Th>
                        <Table.Th>{t('site.translation_files.column_before')}</Table.Th>
                        <Table.Th>{t('site.translation_files.column_after')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {report.changes.map((change) => (
                        <Table.Tr key={change.key}>
                          <Table.Td>{change.page}</Table.Td>
                          <Table.Td>{where(change)}</Table.Td>
                          <Table.Td c="dimmed">
                            {clip(change.before) || t('site.translation_files.none')}
                          </Table.Td>
                          <Table.Td>{clip(change.after) || t('site.translation_files.none')}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {unlistedChanges(report) > 0 ? (
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('site.translation_files.more_changes', { count: unlistedChanges(report) })}
                  </Text>
                ) : null}
              </div>
            ) : problems.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="translation-import-nothing">
                {t('site.translation_files.no_changes')}
              </Text>
            ) : null}
            {report.unknownCount > 0 ? (
              <div data-testid="translation-import-unknown">
                <Text size="sm" fw={500}>
                  {t('site.translation_files.unknown_title', { count: report.unknownCount })}
                </Text>
                <List size="xs" spacing={2}>
                  {report.unknown.slice(0, UNKNOWN_SHOWN).map((unit) => (
                    <List.Item key={unit.key}>
                      <Text span size="xs" ff="monospace">
                        {clip(unit.key, 100)}
                      </Text>{' '}
                      — {t(`site.translation_files.unknown.${unknownReason(unit.reason)}`)}
                    </List.Item>
                  ))}
                </List>
              </div>
            ) : null}
          </>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={props.onCancel}
            data-autofocus
            data-testid="translation-import-cancel"
          >
            {t('common.cancel')}
          </Button>
          <Button
            onClick={props.onApply}
            disabled={!canApply}
            loading={props.applying}
            data-testid="translation-import-apply"
          >
            {t('site.translation_files.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function unknownReason(reason: string): 'page' | 'component' | 'property' {
  if (reason.startsWith('page')) return 'page';
  return reason.startsWith('component') ? 'component' : 'property';
}
