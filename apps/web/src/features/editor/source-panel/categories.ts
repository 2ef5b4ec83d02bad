/**
 * The left panel's component categories and search (decision 0028). Components carry no category of their
 * own, so one is derived from what their properties hold; the rule reads only the component's metadata,
 * so a new component lands in a sensible place without its author doing anything:
 *
 * - **Media**: it has an image or video property and at most one text property (an image with a caption).
 * - **Sections**: three or more content properties (text, image, video): cards, navigation bars, footers; and
 *   navigation: a component given the site's pages or languages (settings.sitePages, settings.siteLanguages).
 * - **Text**: one or two text properties (a heading, a paragraph, a button's label and link).
 * - **Layout**: containers (their code takes slot1 … slotN: sections, columns, grids, stacks, link blocks) and
 *   components with no content property at all: dividers, spacers, decoration.
 * - **Forms** (issue 24): a form or a form field (a Form or FormField property), and a component whose code draws
 *   a submit button; checked first, so a Form container is found with its fields.
 *
 * The name and visibility entries every component has are not counted. Search matches the component's
 * name or description (and a prefab's name or its component's name), ignoring case and accents.
 */
import { SITE_LANGUAGES_SETTING, SITE_PAGES_SETTING, SPECIAL_PROPERTIES } from '@tessera/shared';
import { foldText } from '../../../lib/fold-text.ts';
import type { ComponentDef } from '../model/types.ts';

export type ComponentCategory = 'sections' | 'text' | 'media' | 'layout' | 'forms';

/** The order the categories are shown in. */
export const CATEGORY_ORDER: readonly ComponentCategory[] = ['sections', 'text', 'media', 'layout', 'forms'];

const TEXT_TYPES: ReadonlySet<string> = new Set(['TextInput', 'TextAreaInput']);
const MEDIA_TYPES: ReadonlySet<string> = new Set(['ImageSelector', 'VideoSelector']);
const SPECIAL: ReadonlySet<string> = new Set(SPECIAL_PROPERTIES);
const FORM_TYPES: ReadonlySet<string> = new Set(['Form', 'FormField']);
/** Settings that give a component the site's pages or languages: it navigates. */
const NAVIGATION = [SITE_PAGES_SETTING, SITE_LANGUAGES_SETTING];
/** A submit button in compiled code (`type: "submit"` in a createElement call). */
const SUBMIT = /\btype:\s*["']submit["']/;

export function categoryOf(
  component: Pick<ComponentDef, 'dataTypes'> & { slots?: number; compiledCode?: string },
): ComponentCategory {
  if (Object.values(component.dataTypes).some((entry) => FORM_TYPES.has(entry.type))) return 'forms';
  if (component.compiledCode && SUBMIT.test(component.compiledCode)) return 'forms';
  if ((component.slots ?? 0) > 0) return 'layout';
  if (
    Object.values(component.dataTypes).some((entry) =>
      NAVIGATION.some((key) => entry.settings?.[key] === true),
    )
  )
    return 'sections';
  let text = 0;
  let media = 0;
  for (const [name, entry] of Object.entries(component.dataTypes)) {
    if (SPECIAL.has(name)) continue;
    if (TEXT_TYPES.has(entry.type)) text += 1;
    else if (MEDIA_TYPES.has(entry.type)) media += 1;
  }
  if (media > 0 && text <= 1) return 'media';
  if (text + media >= 3) return 'sections';
  if (text > 0) return 'text';
  return 'layout';
}

export interface CategoryGroup {
  readonly category: ComponentCategory;
  readonly components: readonly ComponentDef[];
}

/** The components matching the search, by category in CATEGORY_ORDER, each in the order given. */
export function groupComponents(components: readonly ComponentDef[], query: string): CategoryGroup[] {
  const folded = foldText(query);
  const byCategory = new Map<ComponentCategory, ComponentDef[]>();
  for (const component of components) {
    if (folded !== '' && !matches([component.name, component.description], folded)) continue;
    const category = categoryOf(component);
    const list = byCategory.get(category) ?? [];
    list.push(component);
    byCategory.set(category, list);
  }
  return CATEGORY_ORDER.flatMap((category) => {
    const list = byCategory.get(category);
    return list ? [{ category, components: list }] : [];
  });
}

export function matches(texts: readonly string[], folded: string): boolean {
  return folded === '' || texts.some((text) => foldText(text).includes(folded));
}
