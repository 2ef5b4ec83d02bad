/**
 * The playground (spec: studio §2): the sample title-and-subtitle component in the sandboxed preview on
 * the left, a 360px properties panel on the right grouped into title, subtitle, layout and animation,
 * a mobile/desktop toggle. Edits update the preview only; nothing is saved.
 */
import { Accordion, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceDesktop, IconDeviceMobile, IconPlayerPlay, IconRestore } from '@tabler/icons-react';
import type { Device } from '@tessera/runtime/protocol';
import type { SidesValue, SizeValue, TextStyleValue, UnitValue } from '@tessera/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SandboxPreview } from '../../components/sandbox-preview.tsx';
import classes from './playground.module.css';
import {
  AlignField,
  AnimationField,
  ColorField,
  FontField,
  SpacingField,
  TextField,
  TextStyleField,
  UnitField,
  WidthField,
} from './playground-controls.tsx';
import {
  INSPECTOR_DEBOUNCE_MS,
  initialValues,
  type PlaygroundValues,
  SAMPLE_MODULES,
  sampleTree,
} from './playground-state.ts';

const GROUPS = ['title', 'subtitle', 'layout', 'animation'] as const;

export function PlaygroundPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<PlaygroundValues>(initialValues);
  const [device, setDevice] = useState<Device>('desktop');
  const [replay, setReplay] = useState(0);
  // Spec §9: the inspector debounces edits by 200 ms before the preview follows.
  const [settled] = useDebouncedValue(values, INSPECTOR_DEBOUNCE_MS);
  const tree = useMemo(() => sampleTree(settled, replay), [settled, replay]);

  const set = (name: string) => (value: unknown) => setValues((current) => ({ ...current, [name]: value }));
  const text = (name: string) => values[name] as string;

  const textGroup = (prefix: 'title' | 'subtitle') => (
    <Stack gap="sm">
      <TextField
        label={t('playground.fields.text')}
        value={text(prefix)}
        onChange={set(prefix)}
        testId={`playground-field:${prefix}`}
      />
      <FontField
        label={t('playground.fields.font')}
        value={text(`${prefix}Font`)}
        onChange={set(`${prefix}Font`)}
        testId={`playground-field:${prefix}Font`}
      />
      <UnitField
        label={t('playground.fields.font_size')}
        value={values[`${prefix}FontSize`] as UnitValue}
        onChange={set(`${prefix}FontSize`)}
        testId={`playground-field:${prefix}FontSize`}
      />
      <ColorField
        label={t('playground.fields.color')}
        value={text(`${prefix}Color`)}
        onChange={set(`${prefix}Color`)}
        testId={`playground-field:${prefix}Color`}
      />
      <TextStyleField
        label={t('playground.fields.text_style')}
        value={values[`${prefix}Style`] as TextStyleValue}
        onChange={set(`${prefix}Style`)}
        testId={`playground-field:${prefix}Style`}
      />
      <AlignField
        label={t('playground.fields.alignment')}
        value={text(`${prefix}Align`)}
        onChange={set(`${prefix}Align`)}
        testId={`playground-field:${prefix}Align`}
      />
    </Stack>
  );

  const panels: Record<(typeof GROUPS)[number], ReactNode> = {
    title: textGroup('title'),
    subtitle: textGroup('subtitle'),
    layout: (
      <Stack gap="sm">
        <WidthField
          label={t('playground.fields.min_width')}
          value={values.minSize as SizeValue}
          onChange={set('minSize')}
          testId="playground-field:minSize"
        />
        <WidthField
          label={t('playground.fields.max_width')}
          value={values.maxSize as SizeValue}
          onChange={set('maxSize')}
          testId="playground-field:maxSize"
        />
        <SpacingField
          label={t('playground.fields.padding')}
          value={values.padding as SidesValue}
          onChange={set('padding')}
          testId="playground-field:padding"
        />
        <ColorField
          label={t('playground.fields.background')}
          value={text('background')}
          onChange={set('background')}
          testId="playground-field:background"
        />
      </Stack>
    ),
    animation: (
      <AnimationField
        value={values.animation}
        onChange={set('animation')}
        testId="playground-field:animation"
      />
    ),
  };

  return (
    <Stack gap="md" data-testid="playground">
      <Text c="dimmed">{t('playground.intro')}</Text>
      <div className={classes.workspace}>
        <div className={classes.stage}>
          <div className={classes.toolbar} role="toolbar" aria-label={t('playground.toolbar_label')}>
            <SegmentedControl
              size="xs"
              value={device}
              onChange={(next) => setDevice(next as Device)}
              aria-label={t('playground.device')}
              data={[
                {
                  value: 'desktop',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconDeviceDesktop size={16} />
                      <span>{t('playground.desktop')}</span>
                    </Group>
                  ),
                },
                {
                  value: 'mobile',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconDeviceMobile size={16} />
                      <span>{t('playground.mobile')}</span>
                    </Group>
                  ),
                },
              ]}
              data-testid="playground-device"
            />
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPlayerPlay size={14} />}
              onClick={() => setReplay((n) => n + 1)}
              data-testid="playground-replay"
            >
              {t('playground.replay')}
            </Button>
          </div>
          <div className={classes.canvas}>
            <div className={device === 'desktop' ? classes.desktop : undefined}>
              <SandboxPreview
                modules={SAMPLE_MODULES}
                tree={tree}
                device={device}
                height="auto"
                title={t('playground.preview_title')}
                testId="playground-preview"
              />
            </div>
          </div>
        </div>
        <aside className={classes.panel} data-testid="playground-panel">
          <div className={classes.panelHeader}>
            <Title order={2} fz="md">
              {t('playground.properties')}
            </Title>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconRestore size={14} />}
              onClick={() => setValues(initialValues())}
              data-testid="playground-reset"
            >
              {t('playground.reset')}
            </Button>
          </div>
          <div className={classes.panelBody}>
            <Accordion multiple defaultValue={['title']} variant="default" chevronPosition="right">
              {GROUPS.map((name) => (
                <Accordion.Item key={name} value={name} data-testid={`playground-group:${name}`}>
                  <Accordion.Control>{t(`playground.groups.${name}`)}</Accordion.Control>
                  <Accordion.Panel>{panels[name]}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </div>
        </aside>
      </div>
    </Stack>
  );
}
