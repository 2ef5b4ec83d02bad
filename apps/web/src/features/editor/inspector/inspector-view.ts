/**
 * Which of the inspector's sections and controls show (decision 0028): the Content and Style tabs and the
 * filter box. Pure, so it is tested without a DOM.
 *
 * - **Tabs, by property types.** A section belongs to Content when it holds at least one property of a
 *   content type (what the page says or shows: text, images, video), else to Style. A whole section moves
 *   together, so a component's own grouping is kept; a mixed section (an image with its fit) is Content.
 * - **Filter, by label.** A control shows when its label (in the console's language, else en-US, else
 *   its name) contains the typed text, ignoring case and accents; a section whose own label matches shows
 *   all its controls. Filtering searches both tabs.
 */
import type { PropertyTypeName } from '@tessera/shared';
import { foldText } from '../../../lib/fold-text.ts';
import type { PropertyEntries } from '../model/types.ts';
import type { InspectorTab } from '../room/room-prefs.ts';
import { type InspectorSection, propertyLabel } from './sections.ts';

export const CONTENT_TYPES: ReadonlySet<PropertyTypeName | string> = new Set<PropertyTypeName>([
  'TextInput',
  'TextAreaInput',
  'ImageSelector',
  'VideoSelector',
]);

export function sectionTab(section: InspectorSection, dataTypes: PropertyEntries): InspectorTab {
  return section.properties.some((name) => CONTENT_TYPES.has(dataTypes[name]?.type ?? ''))
    ? 'content'
    : 'style';
}

/** Section name to the names of its controls that show. Sections absent from the map are hidden. */
export type ShownControls = ReadonlyMap<string, ReadonlySet<string>>;

export interface InspectorView {
  /** The tab shown: the preferred one, unless it has nothing while the other has something. */
  readonly tab: InspectorTab;
  /** How many controls each tab holds. */
  readonly counts: Readonly<Record<InspectorTab, number>>;
  /** What shows: the tab's sections, or with a filter the matches of both tabs. */
  readonly shown: ShownControls;
  /** A filter is on: every shown section opens. */
  readonly filtering: boolean;
}

export function inspectorView(
  sections: readonly InspectorSection[],
  dataTypes: PropertyEntries,
  locale: string,
  preferred: InspectorTab,
  query: string,
): InspectorView {
  const tabs = sections.map((section) => sectionTab(section, dataTypes));
  const counts = { content: 0, style: 0 };
  sections.forEach((section, index) => {
    counts[tabs[index] ?? 'style'] += section.properties.length;
  });
  const other: InspectorTab = preferred === 'content' ? 'style' : 'content';
  const tab = counts[preferred] === 0 && counts[other] > 0 ? other : preferred;
  const folded = foldText(query);
  const shown = new Map<string, ReadonlySet<string>>();
  sections.forEach((section, index) => {
    if (folded === '') {
      if (tabs[index] === tab) shown.set(section.name, new Set(section.properties));
      return;
    }
    if (foldText(section.label).includes(folded)) {
      shown.set(section.name, new Set(section.properties));
      return;
    }
    const matches = section.properties.filter((name) => {
      const entry = dataTypes[name];
      return entry !== undefined && foldText(propertyLabel(name, entry, locale)).includes(folded);
    });
    if (matches.length > 0) shown.set(section.name, new Set(matches));
  });
  return { tab, counts, shown, filtering: folded !== '' };
}
