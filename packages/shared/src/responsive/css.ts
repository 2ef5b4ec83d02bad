import { propertyType } from '../property-types/definitions.ts';
import type { CssProperties, PropertySettings } from '../property-types/values.ts';
import type { ResponsiveProp, ResponsiveProps } from './steps.ts';
import { VISIBILITY_PROPERTY } from './values.ts';

/**
 * How values per breakpoint reach a page without changing component code (docs/decisions/0035). A component
 * gets its desktop values as props and styles itself with `cssFor(type, value)`. Where a brick has values at
 * other breakpoints, `applyResponsive` hands the component the desktop value *tagged* with them (objects carry a
 * hidden symbol, strings become `var(--rN, desktop)`); `cssFor` sees the tag and answers each CSS property as
 * `var(--rN, desktop value)`, recording what --rN is at each breakpoint. `responsiveStylesheet` writes those
 * records as one stylesheet of media queries, which the live page has in its head and the editor's frame in a
 * style element, so both lay out the same at every width, with no script on the live page.
 */

const TAG: unique symbol = Symbol.for('tessera.responsive');

interface Tag {
  type: string;
  settings?: PropertySettings;
  steps: ResponsiveProp['steps'];
}

/** [maxWidth, CSS text] per custom property, and the visibility rules per brick key. */
interface Registry {
  names: Map<string, string>;
  declarations: Map<string, Array<[number, string]>>;
  strings: Map<string, Tag & { base: unknown }>;
  visibility: Map<string, { base: boolean; steps: Array<[number, boolean]> }>;
  /** Grows with every new declaration or visibility rule; `written` is the stylesheet as of a revision. */
  revision: number;
  /** Values tagged since the last reset: none, and cssFor needs no look at its arguments. */
  tags: number;
  written: { revision: number; text: string } | null;
}

let registry: Registry = newRegistry();

function newRegistry(): Registry {
  return {
    names: new Map(),
    declarations: new Map(),
    strings: new Map(),
    visibility: new Map(),
    revision: 0,
    tags: 0,
    written: null,
  };
}

/** Forgets every recorded value: the live renderer starts each page with an empty stylesheet. */
export function resetResponsiveCss(): void {
  registry = newRegistry();
}

/** A short custom-property name per distinct content: the same values share one name on the page. */
function nameFor(key: string): string {
  let name = registry.names.get(key);
  if (!name) {
    name = `--r${registry.names.size.toString(36)}`;
    registry.names.set(key, name);
  }
  return name;
}

const UNITLESS = new Set([
  'opacity',
  'fontWeight',
  'lineHeight',
  'zIndex',
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
]);

/** A React style value as CSS text (React adds px to numbers of length properties). */
function cssText(property: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') {
    return UNITLESS.has(property) || property.startsWith('--') || value === 0 ? String(value) : `${value}px`;
  }
  return String(value);
}

/** Text that cannot leave its declaration, its rule or the style element. */
const SAFE = /^[^<>{};\\]*$/;

function define(name: string, steps: Array<[number, string | undefined]>): void {
  // A name stands for one content (nameFor keys it on every value), so a name seen before is already defined.
  if (registry.declarations.has(name)) return;
  registry.revision += 1;
  registry.declarations.set(
    name,
    steps.map(([width, text]) => [width, text ?? 'initial']),
  );
}

/** The desktop value a tagged prop stands for (the value itself when it is not tagged). */
export function untagged(value: unknown): unknown {
  if (typeof value === 'string') return registry.strings.get(value)?.base ?? value;
  return value;
}

function tagOf(value: unknown): Tag | undefined {
  if (typeof value === 'string') return registry.strings.get(value);
  if (value !== null && typeof value === 'object') return (value as { [TAG]?: Tag })[TAG];
  return undefined;
}

/** Whether a prop carries values per breakpoint. */
export function isResponsiveValue(value: unknown): boolean {
  return tagOf(value) !== undefined;
}

/** A tag's value in force at `width`: its narrowest step at least that wide, else the desktop value. */
function tagValueAt(tag: Tag, base: unknown, width: number): unknown {
  let value = base;
  for (const [maxWidth, stepValue] of tag.steps) if (maxWidth >= width) value = stepValue;
  return value;
}

function tagged(base: unknown, tag: Tag): unknown {
  if (typeof base === 'string' || (base !== null && typeof base === 'object')) registry.tags += 1;
  if (base !== null && typeof base === 'object') {
    const copy = Array.isArray(base) ? [...base] : { ...base };
    Object.defineProperty(copy, TAG, { value: tag, enumerable: false });
    return copy;
  }
  if (typeof base === 'string') {
    // The string names a custom property holding the raw value, so a colour works in the component's own style.
    const key = JSON.stringify(['raw', base, tag.steps]);
    const name = nameFor(key);
    const texts = tag.steps.map(([w, v]): [number, string | undefined] => {
      const text = typeof v === 'string' && SAFE.test(v) ? v : undefined;
      return [w, text];
    });
    define(name, texts);
    const token = SAFE.test(base) && base !== '' ? `var(${name}, ${base})` : `var(${name})`;
    registry.strings.set(token, { ...tag, base });
    return token;
  }
  // Numbers and booleans cannot carry a tag: the desktop value (only string and object types are responsive).
  return base;
}

/**
 * The props a component gets for a node: its desktop props, each property with values per breakpoint tagged
 * so that cssFor answers with custom properties. With `visibility` (the live page), a brick hidden at some
 * widths gets rules on its wrapper (`data-tessera-brick`); the editor draws hidden bricks itself.
 */
export function applyResponsive(
  props: Readonly<Record<string, unknown>>,
  responsive: ResponsiveProps | undefined,
  brick?: { key: string; visibility: boolean },
): Record<string, unknown> {
  if (!responsive) return props as Record<string, unknown>;
  const out: Record<string, unknown> = { ...props };
  for (const name in responsive) {
    const prop = responsive[name];
    if (!prop || !Array.isArray(prop.steps)) continue;
    if (name === VISIBILITY_PROPERTY) {
      if (brick?.visibility) recordVisibility(brick.key, props[name] !== false, prop.steps);
      continue;
    }
    const tag: Tag = prop.settings
      ? { type: prop.type, settings: prop.settings, steps: prop.steps }
      : { type: prop.type, steps: prop.steps };
    out[name] = tagged(props[name], tag);
  }
  return out;
}

const BRICK_KEY = /^[A-Za-z0-9_:-]{1,100}$/;

function recordVisibility(key: string, base: boolean, steps: ResponsiveProp['steps']): void {
  if (!BRICK_KEY.test(key)) return;
  const next = { base, steps: steps.map(([w, v]): [number, boolean] => [w, v !== false]) };
  const before = registry.visibility.get(key);
  if (before && JSON.stringify(before) === JSON.stringify(next)) return;
  registry.visibility.set(key, next);
  registry.revision += 1;
}

/** The CSS of one type's value, plain: normalised, then the type's toCss. */
function plainCss(type: string, value: unknown, settings?: PropertySettings): CssProperties {
  const def = propertyType(type);
  return def.toCss(def.normalize(value, settings), settings);
}

/**
 * cssFor when the value or a setting is tagged: each CSS property whose text differs at some breakpoint becomes
 * `var(--rN, desktop text)`, --rN recorded per breakpoint; the others are plain. Undefined when nothing is tagged.
 */
export function responsiveCssFor(
  type: string,
  value: unknown,
  settings?: PropertySettings,
): CssProperties | undefined {
  // A page without values per breakpoint (most pages) has tagged nothing: every call ends here.
  if (registry.tags === 0) return undefined;
  const valueTag = tagOf(value);
  let settingTags: Array<[string, Tag, unknown]> | undefined;
  if (settings) {
    for (const key in settings) {
      const tag = tagOf(settings[key]);
      if (!tag) continue;
      settingTags ??= [];
      settingTags.push([key, tag, untagged(settings[key])]);
    }
  }
  if (!valueTag && !settingTags) return undefined;
  // Plain loops from here: a page's first render runs this cold, hundreds of times.
  const base = untagged(value);
  let baseSettings = settings;
  if (settingTags) {
    baseSettings = { ...settings };
    for (const [key, , desktop] of settingTags) baseSettings[key] = desktop;
  }
  const widths = stepWidths(valueTag, settingTags);
  const desktopCss = plainCss(type, base, baseSettings);
  const stepsCss: CssProperties[] = [];
  for (const width of widths) {
    let stepSettings = baseSettings;
    if (settingTags) {
      stepSettings = { ...baseSettings };
      for (const [key, tag, desktop] of settingTags) stepSettings[key] = tagValueAt(tag, desktop, width);
    }
    stepsCss.push(plainCss(type, valueTag ? tagValueAt(valueTag, base, width) : base, stepSettings));
  }
  const out: CssProperties = {};
  for (const key of cssKeys(desktopCss, stepsCss)) {
    const desktopText = cssText(key, desktopCss[key]);
    let differs = false;
    let safe = desktopText === undefined || SAFE.test(desktopText);
    const texts: Array<string | undefined> = [];
    for (const css of stepsCss) {
      const text = cssText(key, css[key]);
      texts.push(text);
      if (text !== desktopText) differs = true;
      if (text !== undefined && !SAFE.test(text)) safe = false;
    }
    if (!differs || !safe) {
      if (desktopCss[key] !== undefined) out[key] = desktopCss[key];
      continue;
    }
    // Safe texts hold no ';' or '<': the key joins them without ambiguity, '<' standing for no value.
    let nameKey = `${key};${desktopText ?? '<'};${widths.join(',')}`;
    const changes: Array<[number, string | undefined]> = [];
    let previous = desktopText;
    for (let i = 0; i < widths.length; i++) {
      const text = texts[i];
      nameKey += `;${text ?? '<'}`;
      if (text !== previous) changes.push([widths[i] as number, text]);
      previous = text;
    }
    const name = nameFor(nameKey);
    define(name, changes);
    out[key] = desktopText !== undefined ? `var(${name}, ${desktopText})` : `var(${name})`;
  }
  return out;
}

/** The widths where the value or a setting changes, widest first, each once. */
function stepWidths(
  valueTag: Tag | undefined,
  settingTags: Array<[string, Tag, unknown]> | undefined,
): number[] {
  const widths: number[] = [];
  const add = (steps: Tag['steps']) => {
    for (const [width] of steps) if (!widths.includes(width)) widths.push(width);
  };
  if (valueTag) add(valueTag.steps);
  if (settingTags) for (const [, tag] of settingTags) add(tag.steps);
  return widths.sort((a, b) => b - a);
}

/** Every CSS property the desktop value or a step's value sets, once each. */
function cssKeys(desktopCss: CssProperties, stepsCss: readonly CssProperties[]): string[] {
  const keys = Object.keys(desktopCss);
  for (const css of stepsCss) for (const key in css) if (!keys.includes(key)) keys.push(key);
  return keys;
}

/**
 * Everything recorded since the last reset as one stylesheet: a media query per breakpoint width, widest first
 * (so narrower ones win, the desktop-first cascade), holding the custom properties on :root and the wrapper
 * rules of bricks hidden at some widths. '' when nothing varies.
 */
export function responsiveStylesheet(): string {
  // The editor's frame asks after every commit: the text is rebuilt only when something new was recorded.
  if (registry.written?.revision === registry.revision) return registry.written.text;
  const text = buildStylesheet();
  registry.written = { revision: registry.revision, text };
  return text;
}

function buildStylesheet(): string {
  const byWidth = new Map<number, string[]>();
  const rule = (width: number, text: string): void => {
    const list = byWidth.get(width);
    if (list) list.push(text);
    else byWidth.set(width, [text]);
  };
  const roots = new Map<number, string[]>();
  for (const [name, steps] of registry.declarations) {
    for (const [width, text] of steps) {
      const list = roots.get(width);
      if (list) list.push(`${name}:${text}`);
      else roots.set(width, [`${name}:${text}`]);
    }
  }
  for (const [width, declarations] of roots) rule(width, `:root{${declarations.join(';')}}`);
  const media = [...byWidth.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([width, rules]) => `@media (max-width:${width}px){${rules.join('')}}`)
    .join('');
  return media + visibilityRules();
}

/**
 * A brick hidden at some widths: its wrapper hidden in exactly those ranges of widths (a range query each, so no
 * rule ever has to show it again and a behaviour graph can still hide it where it is shown).
 */
function visibilityRules(): string {
  let css = '';
  for (const [key, { base, steps }] of registry.visibility) {
    const hide = `{[data-tessera-brick="${key}"]{display:none!important}}`;
    // Ranges from the widest: (steps[0], ∞) has the desktop value, (steps[i+1], steps[i]] the step's.
    const ranges: Array<[min: number | null, max: number | null, visible: boolean]> = [];
    ranges.push([steps[0]?.[0] ?? null, null, base]);
    steps.forEach(([width, visible], i) => {
      ranges.push([steps[i + 1]?.[0] ?? null, width, visible]);
    });
    for (const [min, max, visible] of ranges) {
      if (visible) continue;
      const conditions = [
        min === null ? '' : `(min-width:${min + 0.02}px)`,
        max === null ? '' : `(max-width:${max}px)`,
      ].filter(Boolean);
      css += conditions.length === 0 ? hide.slice(1, -1) : `@media ${conditions.join(' and ')}${hide}`;
    }
  }
  return css;
}
