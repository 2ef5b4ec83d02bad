import { Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SandboxPreview } from '../../../components/sandbox-preview.tsx';
import { previewTree, slotPlaceholderModule } from './preview-tree.ts';

/** A successful compile of the editor's code, drawn in the preview tab. */
export interface Preview {
  compiledCode: string;
  props: Record<string, unknown>;
  /** slotN names of a template or a container: each drawn as an empty drop area. */
  slots: string[];
  /** A new render for each successful preview run. */
  run: number;
}

interface RuntimeReport {
  moduleId: string;
  type: string;
  message: string;
  line: number;
  column: number;
}

interface PreviewPanelProps {
  preview: Preview | null;
  compiling: boolean;
  everPreviewed: boolean;
  /** The frame's title: the item's name. */
  title: string;
  onRun: () => void;
  onError: (report: RuntimeReport) => void;
  onRendered: () => void;
}

/** The editor's preview tab: desktop or mobile width, run again, the sandboxed render or why there is none. */
export function PreviewPanel({
  preview,
  compiling,
  everPreviewed,
  title,
  onRun,
  onError,
  onRendered,
}: PreviewPanelProps) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<'desktop' | 'mobile'>('desktop');
  const modules = useMemo(() => {
    if (!preview) return [];
    const own = { id: 'preview', compiledCode: preview.compiledCode };
    return preview.slots.length ? [own, slotPlaceholderModule()] : [own];
  }, [preview]);
  const tree = useMemo(() => (preview ? previewTree('preview', preview, t) : null), [preview, t]);
  const deviceLabel = (value: 'desktop' | 'mobile') => (
    <Group gap={6} wrap="nowrap">
      {value === 'desktop' ? <IconDeviceDesktop size={14} /> : <IconDeviceMobile size={14} />}
      {t(`components.editor.device_${value}`)}
    </Group>
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <SegmentedControl
          size="xs"
          aria-label={t('components.editor.device_label')}
          value={device}
          onChange={(value) => setDevice(value === 'mobile' ? 'mobile' : 'desktop')}
          data={[
            { value: 'desktop', label: deviceLabel('desktop') },
            { value: 'mobile', label: deviceLabel('mobile') },
          ]}
          data-testid="editor-device"
        />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlayerPlay size={14} />}
          loading={compiling}
          onClick={onRun}
          data-testid="editor-preview-run"
        >
          {t('components.editor.preview_run')}
        </Button>
      </Group>
      {preview ? (
        <SandboxPreview
          key={preview.run}
          modules={modules}
          tree={tree}
          device={device}
          onError={onError}
          onRendered={onRendered}
          height="auto"
          title={t('components.preview_title', { name: title })}
          testId="editor-preview"
        />
      ) : (
        <Center mih={200} data-testid="editor-preview-empty">
          {compiling ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text c="dimmed">{t('components.editor.compiling')}</Text>
            </Group>
          ) : (
            <Text c="dimmed" ta="center" maw={420}>
              {everPreviewed ? t('components.editor.preview_cleared') : t('components.editor.preview_idle')}
            </Text>
          )}
        </Center>
      )}
    </Stack>
  );
}
