/**
 * How the inspector arranges and filters its sections (decision 0028). Pure, so it is tested without a
 * DOM.
 *
 * - **Content, then Style, by property types.** A section is Content when it holds at least one property
 *   of a content type (what the page says or shows: text, images, video), else Style. Content sections
 *   come first under a "Content" heading, then the Style ones under "Style", each in the component's own
 *   order. A whole section moves together, so the author's grouping is kept; a mixed section (an image
 *   with its fit) is Content.
 * - **Filter, by label.** A control shows when its label (in the console's language, else en-US, else
 *   its name) contains the typed text, ignoring case and accents; a section whose own label matches shows
 *   all its controls.
 */
import type { PropertyTypeName } from '@tessera/shared';
import { foldText } from '../../../lib/fold-text.ts';
import type { PropertyEntries } from '../model/types.ts';
import { type InspectorSection, propertyLabel } from './sections.ts';

export type SectionKind = 'content' | 'style';

export const CONTENT_TYPES: ReadonlySet<PropertyTypeName | string> = new Set<PropertyTypeName>([
  'TextInput',
  'TextAreaInput',
  'ImageSelector',
  'VideoSelector',
]);

export function sectionKind(section: InspectorSection, dataTypes: PropertyEntries): SectionKind {
  return section.properties.some((name) => CONTENT_TYPES.has(dataTypes[name]?.type ?? ''))
    ? 'content'
    : 'style';
}

/** Section name to the names of its controls that show. Sections absent from the map are hidden. */
export type ShownControls = ReadonlyMap<string, ReadonlySet<string>>;

export interface InspectorView {
  /** The sections, Content ones first, each kind in the component's order. */
  readonly sections: readonly InspectorSection[];
  readonly kinds: ReadonlyMap<string, SectionKind>;
  /** How many controls each kind holds. */
  readonly counts: Readonly<Record<SectionKind, number>>;
  /** With a filter: what matches. Null: no filter, everything shows. */
  readonly shown: ShownControls | null;
}

export function arrangeSections(
  sections: readonly InspectorSection[],
  dataTypes: PropertyEntries,
): Pick<InspectorView, 'sections' | 'kinds' | 'counts'> {
  const kinds = new Map<string, SectionKind>();
  const counts = { content: 0, style: 0 };
  for (const section of sections) {
    const kind = sectionKind(section, dataTypes);
    kinds.set(section.name, kind);
    counts[kind] += section.properties.length;
  }
  const ordered = [
    ...sections.filter((section) => kinds.get(section.name) === 'content'),
    ...sections.filter((section) => kinds.get(section.name) === 'style'),
  ];
  return { sections: ordered, kinds, counts };
}

export function filterControls(
  sections: readonly InspectorSection[],
  dataTypes: PropertyEntries,
  locale: string,
  query: string,
): ShownControls | null {
  const folded = foldText(query);
  if (folded === '') return null;
  const shown = new Map<string, ReadonlySet<string>>();
  for (const section of sections) {
    if (foldText(section.label).includes(folded)) {
      shown.set(section.name, new Set(section.properties));
      continue;
    }
    const matches = section.properties.filter((name) => {
      const entry = dataTypes[name];
      return entry !== undefined && foldText(propertyLabel(name, entry, locale)).includes(folded);
    });
    if (matches.length > 0) shown.set(section.name, new Set(matches));
  }
  return shown;
}
