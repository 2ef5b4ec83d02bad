/**
 * The desktop canvas's zoom in the toolbar (decision 0028): zoom out, the scale shown now (a menu of fit
 * and the fixed steps) and zoom in. Reads and writes the room store; the canvas reports the scale it
 * draws at, so "fit" shows its real percentage.
 *
 * Test ids: `editor-zoom` (data-zoom fit|50|75…, data-percent), `editor-zoom-in`, `editor-zoom-out`,
 * `editor-zoom-option:{fit|50|75|100|125|150}`.
 */
import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconCheck, IconMinus, IconPlus } from '@tabler/icons-react';
import { DELAYS } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { useRoom } from './use-room.ts';
import { stepZoom, ZOOM_STEPS, zoomPercent } from './zoom.ts';

export function ZoomControl() {
  const { t } = useTranslation();
  const zoom = useRoom((state) => state.zoom);
  const shown = useRoom((state) => state.shownScale);
  const setZoom = useRoom((state) => state.setZoom);
  const percent = zoomPercent(shown);
  const zoomIn = stepZoom(shown, 1);
  const zoomOut = stepZoom(shown, -1);
  const label = zoom === 'fit' ? t('room.zoom.fit_value', { percent }) : `${percent}%`;
  return (
    <Group gap={0} wrap="nowrap" data-testid="editor-zoom-control">
      <Tooltip label={t('room.zoom.out')} openDelay={DELAYS.tooltip / 2} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={t('room.zoom.out')}
          disabled={zoomOut === null}
          onClick={() => zoomOut !== null && setZoom(zoomOut)}
          data-testid="editor-zoom-out"
        >
          <IconMinus size={14} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom" shadow="md" width={190} withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            miw={64}
            aria-label={t('room.zoom.label', { value: label })}
            data-testid="editor-zoom"
            data-zoom={zoom === 'fit' ? 'fit' : String(zoomPercent(zoom))}
            data-percent={percent}
          >
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconArrowsMaximize size={14} />}
            rightSection={zoom === 'fit' ? <IconCheck size={14} /> : null}
            onClick={() => setZoom('fit')}
            data-testid="editor-zoom-option:fit"
          >
            {t('room.zoom.fit')}
          </Menu.Item>
          <Menu.Divider />
          {ZOOM_STEPS.map((step) => (
            <Menu.Item
              key={step}
              rightSection={zoom === step ? <IconCheck size={14} /> : null}
              onClick={() => setZoom(step)}
              data-testid={`editor-zoom-option:${zoomPercent(step)}`}
            >
              {zoomPercent(step)}%
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Tooltip label={t('room.zoom.in')} openDelay={DELAYS.tooltip / 2} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={t('room.zoom.in')}
          disabled={zoomIn === null}
          onClick={() => zoomIn !== null && setZoom(zoomIn)}
          data-testid="editor-zoom-in"
        >
          <IconPlus size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
