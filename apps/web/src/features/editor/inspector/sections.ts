/**
 * Which properties the inspector shows, in which collapsible sections, under which labels (spec §2, §3):
 * pure, so it is tested without a DOM and cheap enough to run on every selection.
 */
import { type DataGroup, SPECIAL_PROPERTIES } from '@tessera/shared';
import type { PropertyEntries, PropertyEntry } from '../model/types.ts';

export const FALLBACK_LOCALE = 'en-US';

/** Name of the last section, holding the properties no group lists. */
export const OTHER_SECTION = 'other';

export interface InspectorSection {
  /** The group's name (test ids `inspector-group:{name}`), or OTHER_SECTION's. */
  readonly name: string;
  readonly label: string;
  /** Starts closed. */
  readonly collapsed: boolean;
  /** Property names, in the group's order; each is in dataTypes. */
  readonly properties: readonly string[];
}

type Labelled = { readonly i18n?: Readonly<Record<string, { readonly label?: string } | undefined>> };

function localLabel(owner: Labelled, locale: string): string | undefined {
  const label = owner.i18n?.[locale]?.label;
  return typeof label === 'string' && label.trim() !== '' ? label : undefined;
}

/** The current locale's label, else the en-US one, else the property name. */
export function propertyLabel(name: string, entry: PropertyEntry, locale: string): string {
  return localLabel(entry, locale) ?? localLabel(entry, FALLBACK_LOCALE) ?? name;
}

/** The current locale's label, else the group's own label, else its name. */
export function groupLabel(group: DataGroup, locale: string): string {
  const label = typeof group.label === 'string' && group.label.trim() !== '' ? group.label : undefined;
  return localLabel(group, locale) ?? label ?? group.name;
}

const SPECIAL: ReadonlySet<string> = new Set(SPECIAL_PROPERTIES);

/** Name and visibility have their own fields above the sections. */
export function isSectionProperty(name: string): boolean {
  return !SPECIAL.has(name);
}

/**
 * The sections in group order, each with its properties in the group's order. A property the
 * entry lacks is skipped (groups may name properties of another version of the component), a
 * property listed twice shows only in its first group (one editor per property), groups left empty
 * are dropped, and properties no group lists end up in a last 'Other' section.
 */
export function buildSections(
  dataTypes: PropertyEntries,
  groups: readonly DataGroup[],
  locale: string,
  otherLabel: string,
): InspectorSection[] {
  const placed = new Set<string>();
  const sections: InspectorSection[] = [];
  const names = new Set<string>();
  for (const group of groups) {
    const properties: string[] = [];
    for (const name of group.properties) {
      if (!Object.hasOwn(dataTypes, name) || !isSectionProperty(name) || placed.has(name)) continue;
      placed.add(name);
      properties.push(name);
    }
    if (properties.length === 0 || names.has(group.name)) continue;
    names.add(group.name);
    sections.push({
      name: group.name,
      label: groupLabel(group, locale),
      collapsed: group.collapsed === true,
      properties,
    });
  }
  const rest = Object.keys(dataTypes).filter((name) => isSectionProperty(name) && !placed.has(name));
  if (rest.length > 0) {
    let name = OTHER_SECTION;
    // A user group may already be called 'other': the test ids and accordion values must stay unique.
    while (names.has(name)) name = `${name}_`;
    sections.push({ name, label: otherLabel, collapsed: false, properties: rest });
  }
  return sections;
}

/** A longer text for the property (SwitchCard shows it): i18n description, else settings.description. */
export function propertyDescription(entry: PropertyEntry, locale: string): string | undefined {
  const read = (texts: unknown) => {
    const description = (texts as { description?: unknown } | undefined)?.description;
    return typeof description === 'string' && description.trim() !== '' ? description : undefined;
  };
  return read(entry.i18n?.[locale]) ?? read(entry.i18n?.[FALLBACK_LOCALE]) ?? read(entry.settings);
}
