/**
 * The starter "Landing page" a new app may begin with (issue 22): made only of kit entries, nested with the
 * layout containers. The blueprint names kit entries by key and sets the values that differ from the
 * entries' defaults; `landingPageContent` turns it into page content with the organization's own copies of
 * those entries (their ids, names and current dataTypes, values per breakpoint included), in one language.
 * A value set here is the same at every width unless given with `varying` (issue 23): the entry's own values
 * per breakpoint were chosen for its default, not for this one.
 */
import {
  definitionsFrom,
  leanPageContent,
  PAGE_CONTENT_VERSION,
  type PageContent,
  slotNames,
} from '@tessera/shared';
import {
  AUTO,
  COLOR,
  corners,
  isKitVarying,
  pct,
  px,
  rem,
  type Steps,
  sides,
  size,
  varying,
} from './define.ts';
import {
  type KitComponentKey,
  type KitLocale,
  type KitTemplateKey,
  type KitText,
  localize,
  tr,
} from './texts.ts';

export interface LandingBrick {
  kit: KitComponentKey;
  /** Property values set on the brick (KitText where a person reads them). */
  values?: Record<string, unknown>;
  slots?: Record<string, LandingBrick[]>;
}

export interface LandingPageBlueprint {
  template: KitTemplateKey;
  templateValues: Record<string, unknown>;
  page: { name: KitText; url: string; title: KitText; description: KitText; tags: KitText[] };
  slots: Record<string, LandingBrick[]>;
}

const b = (
  kit: KitComponentKey,
  values: Record<string, unknown> = {},
  slots?: Record<string, LandingBrick[]>,
) => (slots ? { kit, values, slots } : { kit, values });

/** Font sizes (rem) per heading level: desktop, then tablet and phone for the big ones. */
const HEADING_SIZES: Record<'h1' | 'h2' | 'h3', [number, Steps?]> = {
  h1: [3, { tablet: rem(2.5), phone: rem(2) }],
  h2: [2.25, { tablet: rem(1.875), phone: rem(1.625) }],
  h3: [1.25],
};

const heading = (text: KitText, level: 'h1' | 'h2' | 'h3', extra: Record<string, unknown> = {}) => {
  const [desktop, steps] = HEADING_SIZES[level];
  return b('heading', {
    text,
    level,
    fontSize: steps ? varying(rem(desktop), steps) : rem(desktop),
    padding: sides(4, 0),
    ...extra,
  });
};

const paragraph = (text: KitText, extra: Record<string, unknown> = {}) =>
  b('paragraph', { text, padding: sides(4, 0), ...extra });

const centred = { align: 'center' };

/** A band of the page: a Section with the page's rhythm. */
const band = (background: string, children: LandingBrick[], extra: Record<string, unknown> = {}) =>
  b(
    'section',
    {
      background,
      padding: varying(sides(88, 24), { tablet: sides(64, 24), phone: sides(48, 20) }),
      gap: varying(px(24), { phone: px(20) }),
      ...extra,
    },
    { slot1: children },
  );

/** The cards of a grid: a little closer together on phones. */
const gridGap = varying(px(24), { phone: px(16) });

const feature = (iconName: string, title: KitText, text: KitText) =>
  b(
    'stack',
    {
      gap: px(10),
      background: COLOR.soft,
      padding: varying(sides(28), { phone: sides(22) }),
      radius: corners(20),
    },
    {
      slot1: [
        b('icon', { icon: iconName, size: px(26) }),
        heading(title, 'h3'),
        paragraph(text, { fontSize: rem(1), lineHeight: { value: 1.6, unit: 'em' } }),
      ],
    },
  );

const plan = (values: Record<string, unknown>) =>
  b('pricingCard', { maxSize: size(pct(100), AUTO), ...values });

export const LANDING_PAGE: LandingPageBlueprint = {
  template: 'oneColumn',
  // Full-bleed bands: the Sections carry the page's width and rhythm themselves.
  templateValues: { padding: sides(0), maxSize: size(pct(100), AUTO), gap: 0, align: 'stretch' },
  page: {
    name: tr('Landing page', 'Página inicial'),
    url: '/',
    title: tr('Welcome', 'Boas-vindas'),
    description: tr(
      'Everything your visitors need to know, on one page.',
      'Tudo o que seus visitantes precisam saber, em uma página.',
    ),
    tags: [tr('landing', 'inicial')],
  },
  slots: {
    slot1: [
      band(
        '#eef2ff',
        [
          b(
            'columns',
            {
              count: '2',
              gap: varying(px(56), { tablet: px(40), phone: px(32) }),
              verticalAlign: 'center',
              stackBelow: px(760),
            },
            {
              slot1: [
                heading(
                  tr('Launch a site your team is proud of', 'Lance um site que dá orgulho ao seu time'),
                  'h1',
                  {
                    lineHeight: { value: 1.1, unit: 'em' },
                    letterSpacing: { value: -0.03, unit: 'em' },
                  },
                ),
                paragraph(
                  tr(
                    'Design pages from ready-made sections, publish in one click and keep every word up to date, together.',
                    'Monte páginas com seções prontas, publique com um clique e mantenha cada palavra em dia, em equipe.',
                  ),
                  { fontSize: varying(rem(1.1875), { phone: rem(1.0625) }), padding: sides(12, 0, 4) },
                ),
                b('button', {
                  label: tr('Start for free', 'Comece de graça'),
                  link: '#pricing',
                  margin: sides(16, 0),
                }),
              ],
              slot2: [b('image', { padding: sides(0) })],
            },
          ),
          b('logoRow', { padding: sides(32, 0, 0) }),
        ],
        { padding: varying(sides(96, 24, 72), { tablet: sides(72, 24, 56), phone: sides(48, 20, 40) }) },
      ),
      band(COLOR.white, [
        heading(tr('Everything you need to launch', 'Tudo o que você precisa para lançar'), 'h2', centred),
        paragraph(
          tr(
            'Three things every good site gets right, built in from the first page.',
            'Três coisas que todo bom site acerta, incluídas desde a primeira página.',
          ),
          { ...centred, maxSize: size(px(640), AUTO) },
        ),
        b(
          'grid',
          { minItemWidth: px(260), gap: gridGap, padding: sides(24, 0, 0) },
          {
            slot1: [
              feature(
                'bolt',
                tr('Fast by default', 'Rápido por padrão'),
                tr(
                  'Pages are drawn once when you publish, so visitors get plain, quick HTML.',
                  'As páginas são desenhadas uma vez ao publicar, e os visitantes recebem HTML simples e rápido.',
                ),
              ),
              feature(
                'device-mobile',
                tr('Looks right everywhere', 'Fica bem em qualquer tela'),
                tr(
                  'Columns stack and grids reflow on phones, with no extra work.',
                  'Colunas se empilham e grades se reorganizam nos celulares, sem trabalho extra.',
                ),
              ),
              feature(
                'users',
                tr('Made for teams', 'Feito para times'),
                tr(
                  'Invite your team, share sections and publish when everyone is happy.',
                  'Convide seu time, compartilhe seções e publique quando todos estiverem de acordo.',
                ),
              ),
            ],
          },
        ),
      ]),
      band(COLOR.soft, [b('quote', { align: 'center' })], { contentWidth: size(px(760), AUTO) }),
      band(
        COLOR.white,
        [
          heading(tr('Simple pricing', 'Preços simples'), 'h2', centred),
          paragraph(
            tr('Start free, upgrade when you grow.', 'Comece de graça e mude de plano quando crescer.'),
            {
              ...centred,
            },
          ),
          b(
            'grid',
            { minItemWidth: px(260), gap: gridGap, padding: sides(24, 0, 0) },
            {
              slot1: [
                plan({
                  plan: tr('Starter', 'Inicial'),
                  price: tr('$0', 'R$ 0'),
                  description: tr('For trying things out.', 'Para experimentar.'),
                  features: tr(
                    '3 pages\n1 editor\nA free address',
                    '3 páginas\n1 editor\nUm endereço gratuito',
                  ),
                  buttonLabel: tr('Start free', 'Comece grátis'),
                }),
                plan({ highlighted: true }),
                plan({
                  plan: tr('Business', 'Empresa'),
                  price: tr('$79', 'R$ 299'),
                  description: tr('For companies with many sites.', 'Para empresas com muitos sites.'),
                  features: tr(
                    'Everything in Team\nUnlimited editors\nSingle sign-on\nA named account manager',
                    'Tudo do plano Time\nEditores ilimitados\nLogin único (SSO)\nUm gerente de conta dedicado',
                  ),
                  buttonLabel: tr('Talk to us', 'Fale conosco'),
                }),
              ],
            },
          ),
        ],
        { label: tr('Pricing', 'Preços') },
      ),
      band(
        COLOR.soft,
        [heading(tr('Frequently asked questions', 'Perguntas frequentes'), 'h2', centred), b('accordion')],
        { contentWidth: size(px(760), AUTO) },
      ),
    ],
  },
};

/** The landing page's kit entries, once each. */
export function landingPageKeys(blueprint: LandingPageBlueprint = LANDING_PAGE): KitComponentKey[] {
  const keys = new Set<KitComponentKey>();
  const visit = (bricks: readonly LandingBrick[]) => {
    for (const brick of bricks) {
      keys.add(brick.kit);
      for (const children of Object.values(brick.slots ?? {})) visit(children);
    }
  };
  for (const bricks of Object.values(blueprint.slots)) visit(bricks);
  return [...keys];
}

/** An entry of the organization (component or template) as the content needs it. */
export interface OrgEntry {
  id: string;
  name: string;
  dataTypes: Record<string, unknown>;
  dataGroups?: unknown;
  /** Components: the container's slot count (0 for a plain component); templates: their slots. */
  slots: number;
}

/**
 * A copy of `dataTypes` with `values` set on the entries it has (others are left out: the entry changed). A
 * plain value replaces the entry's values per breakpoint too; a `varying` one brings its own.
 */
function withValues(
  dataTypes: Record<string, unknown>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const copy = structuredClone(dataTypes);
  for (const [key, value] of Object.entries(values)) {
    const entry = copy[key];
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const { breakpoints: _kept, ...rest } = entry as Record<string, unknown>;
    copy[key] = isKitVarying(value)
      ? { ...rest, value: value.kitVarying.value, breakpoints: structuredClone(value.kitVarying.breakpoints) }
      : { ...rest, value };
  }
  return copy;
}

/**
 * The landing page as page content (PAGE_CONTENT_VERSION) on `template`, with `components` (the organization's copies of the
 * kit entries, by kit key). A brick whose entry is missing is left out with everything inside it, and a
 * container keeps only the slots its component has, so the content always passes the server's checks.
 */
export function landingPageContent(
  locale: KitLocale,
  template: OrgEntry,
  components: Partial<Record<KitComponentKey, OrgEntry>>,
  newId: () => string = () => crypto.randomUUID(),
  blueprint: LandingPageBlueprint = LANDING_PAGE,
): PageContent {
  const localized = localize(blueprint, locale) as LandingPageBlueprint;
  const build = (bricks: readonly LandingBrick[]): PageContent['slots'][string] =>
    bricks.flatMap((brick) => {
      const entry = components[brick.kit];
      if (!entry) return [];
      const built: PageContent['slots'][string][number] = {
        id: newId(),
        name: entry.name,
        componentId: entry.id,
        isPrefab: false,
        dataTypes: withValues(entry.dataTypes, brick.values ?? {}),
        dataGroups: structuredClone(entry.dataGroups ?? []),
      };
      if (entry.slots > 0) {
        built.slots = Object.fromEntries(
          slotNames(entry.slots).map((name) => [name, build(brick.slots?.[name] ?? [])]),
        );
      }
      return [built];
    });
  const full: PageContent = {
    version: PAGE_CONTENT_VERSION,
    template: {
      id: template.id,
      dataTypes: withValues(template.dataTypes, localized.templateValues),
      isPrefab: false,
    },
    slots: Object.fromEntries(
      slotNames(template.slots).map((name) => [name, build(localized.slots[name] ?? [])]),
    ),
    pageEvents: { nodes: [], connections: [], comments: [] },
  };
  // Built from full copies, stored lean (docs/decisions/0037): only the values the page sets are kept.
  const entries = Object.values(components).filter((entry): entry is OrgEntry => entry !== undefined);
  return leanPageContent(full, definitionsFrom(entries, template));
}
