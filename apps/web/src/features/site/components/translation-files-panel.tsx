import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDownload, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { LIMITS } from '@tessera/shared';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { formatBytes } from '../../../lib/format.ts';
import { useLinkPages } from '../../editor/api/link-pages.ts';
import { useLanguagesScreenQuery } from '../api/app-locales.ts';
import { importTranslationFile, translationFileUrl } from '../api/translation-files.ts';
import { localeName } from '../locales-form.ts';
import {
  ACCEPTED_FILES,
  fileFormatOf,
  type ImportOutcome,
  type ImportReport,
} from '../translation-report.ts';
import { TranslationImportReport } from './translation-import-report.tsx';

/** A file chosen for import, and where its preview stands. */
interface Pending {
  file: File;
  format: ImportReport['format'];
  locale: string;
  report: ImportReport | null;
  problems: string[];
}

/**
 * Translation files (issue 26, docs/decisions/0044), under the app's languages: each other language's texts
 * exported as XLIFF 2.0 or JSON for translators, and a translated file imported back. An import shows its
 * preview (what it adds, changes, removes, leaves; problems refuse it) before "Apply import". Whoever reads
 * the app's pages exports; editors and up import.
 */
export function TranslationFilesPanel({ appId }: { appId: string }) {
  const { t, i18n } = useTranslation();
  const { data, refetch } = useLanguagesScreenQuery(appId);
  const [clearEmpty, setClearEmpty] = useState(false);
  // The pages an export holds (issue 26): a big app's file may be past what an import takes, page by page it is not.
  const [pageIds, setPageIds] = useState<string[]>([]);
  const linkPages = useLinkPages(appId);
  const pageOptions = useMemo(
    () =>
      linkPages.status === 'loaded'
        ? linkPages.pages.map((page) => ({ value: page.id, label: `${page.name} · ${page.url}` }))
        : [],
    [linkPages],
  );
  const [pending, setPending] = useState<Pending | null>(null);
  const [applying, setApplying] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The languages panel above shows the query's loading and its errors.
  if (!data) return null;

  const { locales, abilities } = data.app;
  const canExport = abilities.includes('page.read');
  const canImport = abilities.includes('page.editContent') && abilities.includes('page.editSettings');
  const name = (tag: string) => localeName(tag, i18n.language);

  /** The problems of a refused answer: the file's, else what the status says. */
  function problemsOf(outcome: Extract<ImportOutcome, { kind: 'refused' }>): string[] {
    if (outcome.problems.length > 0) return outcome.problems;
    return [t(errorKeyFor(new ApiError(outcome.message, outcome.status)))];
  }

  async function choose(locale: string, file: File) {
    setRefusal(null);
    const format = fileFormatOf(file.name);
    if (!format) {
      setRefusal(t('site.translation_files.wrong_file'));
      return;
    }
    if (file.size > LIMITS.translations.fileMaxBytes) {
      setRefusal(
        t('site.translation_files.too_large', {
          size: formatBytes(LIMITS.translations.fileMaxBytes, i18n.language),
        }),
      );
      return;
    }
    setPending({ file, format, locale, report: null, problems: [] });
    const outcome = await importTranslationFile(appId, file, format, { apply: false, clearEmpty });
    setPending((current) =>
      current?.file !== file
        ? current
        : outcome.kind === 'report'
          ? { ...current, report: outcome.report }
          : { ...current, problems: problemsOf(outcome) },
    );
  }

  async function apply() {
    if (!pending) return;
    setApplying(true);
    const outcome = await importTranslationFile(appId, pending.file, pending.format, {
      apply: true,
      clearEmpty,
    });
    setApplying(false);
    if (outcome.kind === 'refused') {
      setPending({ ...pending, problems: problemsOf(outcome) });
      return;
    }
    const { added, changed, removed } = outcome.report;
    setPending(null);
    notifications.show({
      color: 'teal',
      icon: <IconCheck size={18} />,
      message: t('site.translation_files.applied', { added, changed, removed }),
    });
    void refetch().catch(() => undefined);
  }

  return (
    <Paper withBorder radius="md" p="lg" data-testid="translation-files-panel">
      <Stack gap="md">
        <div>
          <Title order={4}>{t('site.translation_files.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('site.translation_files.help')}
          </Text>
        </div>
        {locales.others.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="translation-files-none">
            {t('site.translation_files.no_languages')}
          </Text>
        ) : (
          <>
            {canImport ? null : (
              <Alert
                color="gray"
                icon={<IconInfoCircle size={18} />}
                data-testid="translation-files-read-only"
              >
                {t('site.translation_files.read_only')}
              </Alert>
            )}
            {canExport ? (
              <MultiSelect
                label={t('site.translation_files.pages')}
                description={t('site.translation_files.pages_help')}
                placeholder={pageIds.length === 0 ? t('site.translation_files.pages_all') : undefined}
                data={pageOptions}
                value={pageIds}
                onChange={setPageIds}
                searchable
                clearable
                maw={520}
                data-testid="translation-export-pages"
              />
            ) : null}
            <Stack gap={6}>
              {locales.others.map((tag) => (
                <Paper
                  key={tag}
                  withBorder
                  radius="sm"
                  px="sm"
                  py={8}
                  data-testid={`translation-files-${tag}`}
                >
                  <Group justify="space-between" gap="sm">
                    <Group gap="sm" wrap="nowrap">
                      <Badge variant="light" radius="sm" tt="none">
                        {tag}
                      </Badge>
                      <Text size="sm" fw={500}>
                        {name(tag)}
                      </Text>
                    </Group>
                    <Group gap="xs">
                      {canExport
                        ? (['xliff', 'json'] as const).map((format) => (
                            <Button
                              key={format}
                              component="a"
                              href={translationFileUrl(appId, tag, format, pageIds)}
                              download
                              size="xs"
                              variant="default"
                              leftSection={<IconDownload size={14} />}
                              aria-label={t(`site.translation_files.export_${format}_label`, {
                                name: name(tag),
                              })}
                              data-testid={`translation-export-${format}-${tag}`}
                            >
                              {t(`site.translation_files.export_${format}`)}
                            </Button>
                          ))
                        : null}
                      {canImport ? (
                        <ImportButton
                          label={t('site.translation_files.import_label', { name: name(tag) })}
                          testId={`translation-import-${tag}`}
                          onFile={(file) => void choose(tag, file)}
                        />
                      ) : null}
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
            {canImport ? (
              <Checkbox
                label={t('site.translation_files.clear_empty')}
                description={t('site.translation_files.clear_empty_help')}
                checked={clearEmpty}
                onChange={(event) => setClearEmpty(event.currentTarget.checked)}
                disabled={pending !== null}
                data-testid="translation-import-clear-empty"
              />
            ) : null}
            {refusal ? <ErrorAlert testId="translation-import-refused">{refusal}</ErrorAlert> : null}
          </>
        )}
      </Stack>
      {pending ? (
        <TranslationImportReport
          fileName={pending.file.name}
          locale={pending.locale}
          report={pending.report}
          problems={pending.problems}
          applying={applying}
          onApply={() => void apply()}
          onCancel={() => {
            if (!applying) setPending(null);
          }}
        />
      ) : null}
    </Paper>
  );
}

/** A language's Import button: picks a file, and forgets it at once, so the same file can be picked again. */
function ImportButton({
  label,
  testId,
  onFile,
}: {
  label: string;
  testId: string;
  onFile(file: File): void;
}) {
  const { t } = useTranslation();
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      accept={ACCEPTED_FILES}
      resetRef={reset}
      onChange={(file) => {
        reset.current?.();
        if (file) onFile(file);
      }}
    >
      {(props) => (
        <Button
          {...props}
          size="xs"
          leftSection={<IconUpload size={14} />}
          aria-label={label}
          data-testid={testId}
        >
          {t('site.translation_files.import')}
        </Button>
      )}
    </FileButton>
  );
}
