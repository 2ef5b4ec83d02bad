import { memo } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { Peer } from '../session/presence.ts';
import { boxStyle } from './canvas-overlays.tsx';
import type { CanvasView } from './canvas-store.ts';
import classes from './editor-canvas.module.css';
import { boxesByKey } from './hit-test.ts';

/** Below this distance from the top of the page a tag goes inside its box rather than above it. */
const TAG_ROOM = 22;

/**
 * What the other people on the page have selected (issue 25): each brick outlined in its person's colour with
 * their name, under this person's own selection. Peers and layout each come from their own store, so a remote
 * selection moving redraws these outlines only.
 */
export const RemoteSelections = memo(function RemoteSelections({
  view,
  peers,
}: {
  view: StoreApi<CanvasView>;
  peers: StoreApi<readonly Peer[]>;
}) {
  const list = useStore(peers);
  const layout = useStore(view, (state) => state.layout?.bricks ?? null);
  if (!layout || list.length === 0) return null;
  const boxes = boxesByKey(layout);
  return (
    <>
      {list.map((peer) => {
        const box = peer.brickId === null ? undefined : boxes.get(peer.brickId);
        if (!box) return null;
        return (
          <div
            key={peer.clientId}
            className={classes.remoteSelection}
            style={{ ...boxStyle(box), ['--peer-color' as string]: peer.user.color }}
            data-testid="canvas-remote-selection"
            data-brick-id={peer.brickId}
            data-user-id={peer.user.id}
          >
            <span className={classes.remoteTag} data-inside={box.y < TAG_ROOM ? 'true' : 'false'}>
              {peer.user.name}
            </span>
          </div>
        );
      })}
    </>
  );
});
