/**
 * One plain box per brick of any depth near the view: the test ids (`brick:{slot}:{index}`, data-brick-id,
 * data-selected, data-hidden) and the wash over a brick hidden at the breakpoint shown.
 */
import { IconEyeOff } from '@tabler/icons-react';
import type { BrickBox } from '@tessera/runtime/editor-protocol';
import type { Breakpoint } from '@tessera/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { ComponentDef, EditorBrick } from '../model/types.ts';
import { isHiddenAt } from '../state/visibility.ts';
import { type BrickLookup, boxStyle } from './canvas-overlays.tsx';
import type { CanvasView } from './canvas-store.ts';
import classes from './editor-canvas.module.css';
import { inBand } from './visible-band.ts';

interface BrickBoxesProps {
  view: StoreApi<CanvasView>;
  bricks: BrickLookup;
  components: ReadonlyMap<string, ComponentDef>;
  breakpoint: string;
  breakpoints: readonly Breakpoint[];
}

/**
 * Draws the bricks whose boxes reach into the band around the view (visible-band.ts). Re-renders when the
 * layout, the band, the bricks or the breakpoint shown change; each box re-renders only if its own data did. The
 * container mounts with the first layout, boxes and all: React then inserts it once, where boxes added to
 * an already mounted container are placed one by one, each looking past all the new ones after it for its
 * place (1 000 boxes: ~20 ms, decision 0013).
 */
export const BrickBoxes = memo(function BrickBoxes({
  view,
  bricks,
  components,
  breakpoint,
  breakpoints,
}: BrickBoxesProps) {
  const boxes = useStore(view, (state) => state.layout?.bricks ?? null);
  const band = useStore(view, (state) => state.band);
  // One subscription for all boxes: a new selection re-renders two of them (memo), and a thousand boxes do
  // not each subscribe when the page opens.
  const selectedId = useStore(view, (state) => state.selectedId);
  if (!boxes) return null;
  return (
    <div className={classes.boxes}>
      {boxes.map((box) => {
        if (!inBand(box, band)) return null;
        const brick = bricks.get(box.key);
        return (
          <BrickOverlay
            key={box.key}
            box={box}
            selected={box.key === selectedId}
            brick={brick}
            hidden={brick ? isHiddenAt(brick, breakpoint, breakpoints) : false}
            missing={brick ? !components.has(brick.componentId) : false}
          />
        );
      })}
    </div>
  );
});

interface BrickOverlayProps {
  box: BrickBox;
  selected: boolean;
  brick: EditorBrick | undefined;
  /** Hidden at the breakpoint shown: blurred. */
  hidden: boolean;
  missing: boolean;
}

// Each layout message brings new box objects: compare what is drawn, not identities.
const sameBrickOverlay = (a: BrickOverlayProps, b: BrickOverlayProps) =>
  a.selected === b.selected &&
  a.brick === b.brick &&
  a.hidden === b.hidden &&
  a.missing === b.missing &&
  a.box.x === b.box.x &&
  a.box.y === b.box.y &&
  a.box.width === b.box.width &&
  a.box.height === b.box.height &&
  a.box.slot === b.box.slot &&
  a.box.index === b.box.index;

const BrickOverlay = memo(function BrickOverlay({
  box,
  selected,
  brick,
  hidden,
  missing,
}: BrickOverlayProps) {
  const name = brick?.name ?? '';
  return (
    <div
      className={classes.brick}
      style={boxStyle(box)}
      data-testid={`brick:${box.slot}:${box.index}`}
      data-brick-id={box.key}
      data-name={name}
      data-selected={selected ? 'true' : 'false'}
      data-hidden={hidden ? 'true' : 'false'}
      data-missing={missing ? 'true' : 'false'}
    >
      {hidden ? <HiddenWash brickId={box.key} name={name} height={box.height} /> : null}
    </div>
  );
}, sameBrickOverlay);

/** Hidden bricks stay on the canvas, blurred, so they can still be found and selected. */
function HiddenWash({ brickId, name, height }: { brickId: string; name: string; height: number }) {
  // Only hidden bricks translate: a thousand boxes do not each subscribe to the language.
  const { t } = useTranslation();
  return (
    <div
      className={classes.hidden}
      data-testid={`canvas-hidden:${brickId}`}
      role="img"
      aria-label={t('canvas.hidden', { name: name || t('canvas.unnamed') })}
    >
      <IconEyeOff size={Math.max(16, Math.min(32, height / 2))} stroke={1.6} aria-hidden />
    </div>
  );
}
