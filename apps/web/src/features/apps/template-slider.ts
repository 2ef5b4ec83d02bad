/**
 * Spec §9: the template sliders' items are 522 px wide, 50 px (names) and 300 px (thumbnails) high, and
 * "at least 3 items needed". Looping needs that many: with fewer, a looping slider would have to show
 * copies of the same template side by side. So the sliders loop from 3 templates on; with 1 or 2 they
 * stop at both ends, and every template still shows and can be chosen.
 */
export const SLIDER_ITEM_WIDTH = 522;
export const NAME_SLIDER_HEIGHT = 50;
export const THUMBNAIL_SLIDER_HEIGHT = 300;
export const MIN_LOOP_ITEMS = 3;

export function sliderLoops(count: number): boolean {
  return count >= MIN_LOOP_ITEMS;
}

/** Where a name sits relative to the chosen one: centred, its neighbour on either side, or further away. */
export type SlidePlacement = 'current' | 'before' | 'after' | 'away';

/**
 * The neighbours of the chosen item only peek into the slider, so their labels hug the side facing the
 * middle to stay readable (and clickable). Looping sliders count around the ring.
 */
export function slidePlacement(index: number, selected: number, count: number): SlidePlacement {
  if (index === selected) return 'current';
  let distance = index - selected;
  if (sliderLoops(count)) {
    distance = ((distance % count) + count) % count;
    if (distance > count / 2) distance -= count;
  }
  if (distance === 1) return 'after';
  if (distance === -1) return 'before';
  return 'away';
}
