/**
 * The starter kit every new organization receives (spec: issue 4): components and templates written with
 * the same authoring features users have (JSX importing only 'react' and 'tessera', dataTypes with the
 * editors' name and visibility entries, groups and events), together covering all 37 property types; layout
 * containers (Section, Columns, Grid, Stack, Link block) and a starter landing page made with them.
 * The server compiles and copies them into the organization when it is created.
 */
import { button } from './components/button.ts';
import { card } from './components/card.ts';
import { accordion } from './components/content/accordion.ts';
import { embed } from './components/content/embed.ts';
import { icon } from './components/content/icon.ts';
import { list } from './components/content/list.ts';
import { logoRow } from './components/content/logo-row.ts';
import { pricingCard } from './components/content/pricing-card.ts';
import { quote } from './components/content/quote.ts';
import { divider } from './components/divider.ts';
import { footer } from './components/footer.ts';
import { FORM_FIELDS } from './components/forms/fields.ts';
import { form } from './components/forms/form.ts';
import { submitButton } from './components/forms/submit-button.ts';
import { heading } from './components/heading.ts';
import { image } from './components/image.ts';
import { languageSwitcher } from './components/language-switcher.ts';
import { columns } from './components/layout/columns.ts';
import { grid } from './components/layout/grid.ts';
import { linkBlock } from './components/layout/link-block.ts';
import { section } from './components/layout/section.ts';
import { stack } from './components/layout/stack.ts';
import { navigationBar } from './components/navigation-bar.ts';
import { paragraph } from './components/paragraph.ts';
import { video } from './components/video.ts';
import type { StarterComponent, StarterTemplate } from './define.ts';
import { headerContentFooter, oneColumn, twoColumns } from './templates/templates.ts';
import { type KitLocale, type KitText, localize } from './texts.ts';

export type {
  Labels,
  StarterComponent,
  StarterDataEvents,
  StarterDataGroup,
  StarterDataType,
  StarterTemplate,
} from './define.ts';
export {
  LANDING_PAGE,
  type LandingBrick,
  type LandingPageBlueprint,
  landingPageContent,
  landingPageKeys,
  type OrgEntry,
} from './landing-page.ts';
export { PLAYGROUND_SAMPLE_COMPILED } from './playground-sample.compiled.ts';
export { PLAYGROUND_SAMPLE } from './playground-sample.ts';
export {
  isKitText,
  KIT_LOCALES,
  KIT_NAMES,
  type KitComponentKey,
  type KitLocale,
  type KitTemplateKey,
  type KitText,
  kitLocale,
  localize,
  tr,
} from './texts.ts';

/** The kit as authored: every text in both console languages. */
export const KIT_COMPONENTS: readonly StarterComponent<KitText>[] = [
  navigationBar,
  languageSwitcher,
  heading,
  paragraph,
  image,
  button,
  card,
  video,
  divider,
  footer,
  // Layout containers (their code takes slot1 … slotN: docs/decisions/0032).
  section,
  columns,
  grid,
  stack,
  linkBlock,
  // What a landing page is made of.
  icon,
  list,
  quote,
  accordion,
  embed,
  logoRow,
  pricingCard,
  // Forms (issue 24): the container, its fields and its submit button.
  form,
  ...FORM_FIELDS,
  submitButton,
];

export const KIT_TEMPLATES: readonly StarterTemplate<KitText>[] = [
  oneColumn,
  twoColumns,
  headerContentFooter,
];

/** The kit in one language: what a new organization receives when its creator uses that console language. */
export function starterKit(locale: KitLocale): {
  components: readonly StarterComponent[];
  templates: readonly StarterTemplate[];
} {
  return {
    components: KIT_COMPONENTS.map((entry) => localize(entry, locale) as StarterComponent),
    templates: KIT_TEMPLATES.map((entry) => localize(entry, locale) as StarterTemplate),
  };
}

const EN_US_KIT = starterKit('en-US');

/** The kit in en-US (the default console language). */
export const STARTER_COMPONENTS: readonly StarterComponent[] = EN_US_KIT.components;

export const STARTER_TEMPLATES: readonly StarterTemplate[] = EN_US_KIT.templates;
