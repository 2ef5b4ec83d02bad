import { useApolloClient } from '@apollo/client';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconEqual,
  IconMinus,
  IconPencil,
  IconPlus,
  IconRoute,
  IconSettings,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { propertyLabel } from '../../editor/inspector/sections.ts';
import { fetchExpandedVersionContent } from '../api/page-version-content.ts';
import type { PageVersion } from '../api/version-fields.ts';
import {
  type ChangedProperty,
  type DiffBrick,
  diffVersions,
  isSameVersion,
  type VersionDiff,
} from '../version-diff.ts';

interface VersionCompareProps {
  /** The versions the dialog has loaded, newest first. */
  versions: readonly PageVersion[];
  /** The ids compared at first: `from` the older, `to` the newer. */
  from: string;
  to: string;
  onBack: () => void;
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; diff: VersionDiff };

/** The slot's number from its name (slot2 → 2). */
const slotNumber = (slot: string) => slot.replace(/^slot/, '');

/**
 * What changed between two versions of the page (test id `version-compare`): two version pickers
 * (`version-compare-from`, `version-compare-to`), then the components added (`version-diff-added`), removed
 * (`version-diff-removed`) and changed (`version-diff-changed`, each `version-diff-brick:{id}` with the
 * changed properties by their labels), the template settings and the behaviour graph.
 */
export function VersionCompare({ versions, from, to, onBack }: VersionCompareProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [fromId, setFromId] = useState(from);
  const [toId, setToId] = useState(to);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const same = fromId === toId;

  useEffect(() => {
    if (same) return;
    let current = true;
    setLoaded({ status: 'loading' });
    // attempt: Retry reads the versions again.
    void attempt;
    Promise.all([
      fetchExpandedVersionContent(client, fromId),
      fetchExpandedVersionContent(client, toId),
    ]).then(
      ([older, newer]) => {
        if (current) setLoaded({ status: 'ready', diff: diffVersions(older.content, newer.content) });
      },
      () => {
        if (current) setLoaded({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [client, fromId, toId, same, attempt]);

  const options = versions.map((version) => ({
    value: version.id,
    label: t('publishing.versions.version', { number: version.number }),
  }));

  return (
    <Stack gap="md" data-testid="version-compare" data-state={same ? 'same' : loaded.status}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={3} fz="h4">
          {t('publishing.versions.compare_title')}
        </Title>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconArrowLeft size={14} />}
          onClick={onBack}
          data-testid="version-compare-back"
        >
          {t('publishing.versions.compare_back')}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Select
          label={t('publishing.versions.compare_from')}
          data={options}
          value={fromId}
          onChange={(value) => value && setFromId(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          flex={1}
          data-testid="version-compare-from"
        />
        <IconArrowRight size={18} style={{ marginBottom: 9, flexShrink: 0 }} aria-hidden />
        <Select
          label={t('publishing.versions.compare_to')}
          data={options}
          value={toId}
          onChange={(value) => value && setToId(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          flex={1}
          data-testid="version-compare-to"
        />
      </Group>
      {same ? (
        <Text c="dimmed" size="sm" data-testid="version-compare-pick">
          {t('publishing.versions.compare_pick')}
        </Text>
      ) : loaded.status === 'loading' ? (
        <Group gap="xs" c="dimmed">
          <Loader size="sm" />
          <Text size="sm">{t('publishing.versions.compare_loading')}</Text>
        </Group>
      ) : loaded.status === 'error' ? (
        <ErrorAlert onRetry={() => setAttempt((n) => n + 1)} testId="version-compare-error">
          {t('publishing.versions.compare_error')}
        </ErrorAlert>
      ) : (
        <DiffView diff={loaded.diff} />
      )}
    </Stack>
  );
}

function DiffView({ diff }: { diff: VersionDiff }) {
  const { t, i18n } = useTranslation();
  const labels = (properties: readonly ChangedProperty[]) =>
    properties.map((p) => propertyLabel(p.name, p.entry, i18n.language));
  const name = (brick: DiffBrick) => brick.name || t('publishing.versions.diff_unnamed');
  if (isSameVersion(diff)) {
    return (
      <Alert color="gray" variant="light" icon={<IconEqual size={18} />} data-testid="version-diff-same">
        {t('publishing.versions.compare_same')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="version-diff">
      {diff.added.length > 0 ? (
        <DiffSection
          color="teal"
          icon={<IconPlus size={14} />}
          title={t('publishing.versions.diff_added', { count: diff.added.length })}
          testId="version-diff-added"
        >
          {diff.added.map((brick) => (
            <DiffLine key={brick.id} brick={brick} name={name(brick)} />
          ))}
        </DiffSection>
      ) : null}
      {diff.removed.length > 0 ? (
        <DiffSection
          color="red"
          icon={<IconMinus size={14} />}
          title={t('publishing.versions.diff_removed', { count: diff.removed.length })}
          testId="version-diff-removed"
        >
          {diff.removed.map((brick) => (
            <DiffLine key={brick.id} brick={brick} name={name(brick)} />
          ))}
        </DiffSection>
      ) : null}
      {diff.changed.length > 0 ? (
        <DiffSection
          color="blue"
          icon={<IconPencil size={14} />}
          title={t('publishing.versions.diff_changed', { count: diff.changed.length })}
          testId="version-diff-changed"
        >
          {diff.changed.map((brick) => (
            <DiffLine
              key={brick.id}
              brick={brick}
              name={name(brick)}
              details={[
                ...brick.kinds.map((kind) =>
                  t(`publishing.versions.diff_kind_${kind}`, { number: slotNumber(brick.slot) }),
                ),
                ...labels(brick.properties),
              ]}
            />
          ))}
        </DiffSection>
      ) : null}
      {diff.template.length > 0 ? (
        <DiffSection
          color="grape"
          icon={<IconSettings size={14} />}
          title={t('publishing.versions.diff_template')}
          testId="version-diff-template"
        >
          <Group gap={6} component="li" style={{ listStyle: 'none' }}>
            {labels(diff.template).map((label) => (
              <Badge key={label} variant="light" color="gray" tt="none">
                {label}
              </Badge>
            ))}
          </Group>
        </DiffSection>
      ) : null}
      {diff.graph ? (
        <Group gap="xs" data-testid="version-diff-graph">
          <ThemeIcon variant="light" color="orange" size="sm" radius="xl">
            <IconRoute size={14} />
          </ThemeIcon>
          <Text size="sm">{t('publishing.versions.diff_graph')}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}

function DiffSection(props: {
  color: string;
  icon: ReactNode;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={props.testId}>
      <Group gap="xs" mb="xs">
        <ThemeIcon variant="light" color={props.color} size="sm" radius="xl">
          {props.icon}
        </ThemeIcon>
        <Text fw={600} size="sm">
          {props.title}
        </Text>
      </Group>
      <Stack gap={6} component="ul" p={0} m={0}>
        {props.children}
      </Stack>
    </Paper>
  );
}

function DiffLine({ brick, name, details = [] }: { brick: DiffBrick; name: string; details?: string[] }) {
  const { t } = useTranslation();
  return (
    <Group
      component="li"
      gap={6}
      wrap="wrap"
      style={{ listStyle: 'none' }}
      data-testid={`version-diff-brick:${brick.id}`}
    >
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {t('publishing.versions.diff_in_slot', { number: slotNumber(brick.slot) })}
      </Text>
      {details.map((detail) => (
        <Badge key={detail} variant="light" color="gray" tt="none" size="sm">
          {detail}
        </Badge>
      ))}
    </Group>
  );
}
