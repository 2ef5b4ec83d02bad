/**
 * The benchmark's live site: a landing page of 20 starter-kit bricks in the "Header, content and footer"
 * template, with realistic props, SEO fields and, on '/', the behaviour graph of issue 9's scenario 1 (the
 * "Show the details" button toggles the details paragraph through a Branch whose condition comes from a
 * Boolean). '/plain' has the same bricks and an empty graph; '/responsive' is '/plain' with values per
 * breakpoint (issue 23) on a third of its bricks.
 */
import { chainGraph } from '../graph/graphs.mjs';

export const TEMPLATE_NAME = 'Header, content and footer';
export const BUTTON_BRICK = 'brick-details-button';
export const DETAILS_BRICK = 'brick-details';

/** Texts the live pages must contain (checked before anything is measured). */
export const EXPECTED_TEXT = {
  heading: 'Plan your week in ten minutes',
  details: 'Northwind keeps every project, deadline and conversation in one place',
  button: 'Show the details',
  footer: '© 2025 Northwind Labs',
};

const IMAGE = (label) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="#e0e7ff"/><circle cx="900" cy="200" r="90" fill="#a5b4fc"/><path d="M0 480 L360 260 L640 440 L1200 300 L1200 600 L0 600 Z" fill="#6366f1"/><text x="60" y="120" font-family="Arial" font-size="56" fill="#312e81">${label}</text></svg>`,
  )}`;

/** The bricks, slot by slot: [component name, brick id, prop values]. */
const LAYOUT = {
  slot1: [
    [
      'Navigation bar',
      'brick-nav',
      {
        brand: 'Northwind',
        links: 'Features | #features\nHow it works | #how\nContact | #contact',
      },
    ],
    ['Heading', 'brick-title', { text: EXPECTED_TEXT.heading, level: 'h1' }],
  ],
  slot2: [
    [
      'Paragraph',
      'brick-intro',
      {
        text: 'Northwind is the planner for small teams that would rather do the work than talk about it. One calm screen for the week ahead, shared with everyone who needs it.',
      },
    ],
    ['Button', BUTTON_BRICK, { label: EXPECTED_TEXT.button, link: '#details' }],
    [
      'Paragraph',
      DETAILS_BRICK,
      {
        text: `${EXPECTED_TEXT.details}: the board shows who does what this week, the calendar shows when, and the notes keep the why.\n\nNothing to install, and your data stays yours.`,
      },
    ],
    ['Image', 'brick-hero-image', { image: { url: IMAGE('This week'), alt: 'The weekly board of a team' } }],
    ['Divider', 'brick-divider-1', {}],
    ['Heading', 'brick-features', { text: 'Features', level: 'h2' }],
    [
      'Card',
      'brick-card-1',
      {
        title: 'A board for the week',
        text: 'Drag tasks between days and people; the board keeps itself tidy.',
        linkLabel: 'See the board',
        link: '#board',
        image: { url: IMAGE('Board'), alt: 'A board with tasks by day' },
      },
    ],
    [
      'Card',
      'brick-card-2',
      {
        title: 'Deadlines you can trust',
        text: 'Every date has an owner, and a reminder two days before.',
        linkLabel: 'Read about reminders',
        link: '#reminders',
        image: { url: IMAGE('Calendar'), alt: 'A calendar with deadlines' },
      },
    ],
    [
      'Card',
      'brick-card-3',
      {
        title: 'Notes next to the work',
        text: 'Decisions stay beside the task they were made for.',
        linkLabel: 'Explore notes',
        link: '#notes',
        image: { url: IMAGE('Notes'), alt: 'Notes attached to a task' },
      },
    ],
    ['Divider', 'brick-divider-2', {}],
    ['Heading', 'brick-how', { text: 'How it works', level: 'h2' }],
    [
      'Paragraph',
      'brick-how-1',
      {
        text: 'Invite your team, import last week from a spreadsheet, and pick the three things that matter most. Northwind builds the week around them.',
      },
    ],
    ['Image', 'brick-how-image', { image: { url: IMAGE('Your week'), alt: 'A planned week' } }],
    [
      'Paragraph',
      'brick-how-2',
      {
        text: 'On Friday, the review shows what got done and what moves to next week, so Monday starts with a plan instead of a meeting.',
      },
    ],
    ['Heading', 'brick-contact', { text: 'Get in touch', level: 'h2' }],
    [
      'Paragraph',
      'brick-contact-text',
      { text: 'Questions about teams, prices or your data? We answer every message within a day.' },
    ],
    ['Button', 'brick-contact-button', { label: 'Write to us', link: 'mailto:hello@example.com' }],
  ],
  slot3: [
    [
      'Footer',
      'brick-footer',
      {
        brand: 'Northwind',
        about: 'The weekly planner for small teams.',
        copyright: `${EXPECTED_TEXT.footer}. All rights reserved.`,
      },
    ],
  ],
};

function brick(component, id, values) {
  const dataTypes = structuredClone(component.dataTypes);
  for (const [key, value] of Object.entries(values)) {
    if (!dataTypes[key]) throw new Error(`${component.name} has no property "${key}"`);
    dataTypes[key].value = value;
  }
  return {
    id,
    name: component.name,
    componentId: component.id,
    isPrefab: false,
    dataTypes,
    dataGroups: structuredClone(component.dataGroups),
  };
}

/** The page content (the editor's shape) with the given behaviour graph. */
export function pageContent(template, components, pageEvents) {
  const byName = new Map(components.map((c) => [c.name, c]));
  const slots = {};
  for (const [slot, bricks] of Object.entries(LAYOUT)) {
    slots[slot] = bricks.map(([name, id, values]) => {
      const component = byName.get(name);
      if (!component) throw new Error(`the starter kit has no "${name}"`);
      return brick(component, id, values);
    });
  }
  return {
    version: 1,
    template: { id: template.id, dataTypes: template.dataTypes, isPrefab: false },
    slots,
    pageEvents,
  };
}

/** Scales a length ({ value, unit }) by `factor`, whole pixels. */
const scaled = (length, factor) => ({
  ...length,
  value:
    length.unit === 'px'
      ? Math.round(length.value * factor)
      : Math.round(length.value * factor * 1000) / 1000,
});
const SIDES = ['top', 'right', 'bottom', 'left'];

/**
 * The Tablet and Phone values of a brick with overrides: its first spacing and font size, smaller (text stays
 * at 12 px or more on a phone, as a designer would keep it).
 */
export const OVERRIDE_FACTORS = {
  spacing: { tablet: 0.8, phone: 0.6 },
  fontSize: { tablet: 0.9, phone: 0.8 },
};

/**
 * `content` with values at two breakpoints (Tablet and Phone) on every third brick (a third of them): each
 * one's first spacing (its padding, or a divider's spacing) and, where it has one, its first font size, scaled
 * down. Every starter-kit component has a spacing, so each of those bricks gets two or four values.
 */
export function withOverrides(content) {
  let index = 0;
  const slots = {};
  for (const [slot, bricks] of Object.entries(content.slots)) {
    slots[slot] = bricks.map((brick) => {
      index += 1;
      if (index % 3 !== 1) return brick;
      const dataTypes = { ...brick.dataTypes };
      const first = (type) => Object.keys(dataTypes).find((name) => dataTypes[name].type === type);
      const spacingName = first('Spacing');
      const spacing = dataTypes[spacingName];
      const at = (factor) =>
        Object.fromEntries(SIDES.map((side) => [side, scaled(spacing.value[side], factor)]));
      dataTypes[spacingName] = {
        ...spacing,
        breakpoints: {
          tablet: at(OVERRIDE_FACTORS.spacing.tablet),
          phone: at(OVERRIDE_FACTORS.spacing.phone),
        },
      };
      const sizeName = first('FontSize');
      if (sizeName) {
        const size = dataTypes[sizeName];
        dataTypes[sizeName] = {
          ...size,
          breakpoints: {
            tablet: scaled(size.value, OVERRIDE_FACTORS.fontSize.tablet),
            phone: scaled(size.value, OVERRIDE_FACTORS.fontSize.phone),
          },
        };
      }
      return { ...brick, dataTypes };
    });
  }
  return { ...content, slots };
}

export const BRICK_COUNT = Object.values(LAYOUT).reduce((sum, bricks) => sum + bricks.length, 0);

/** How many bricks withOverrides gives values per breakpoint (the 1st, 4th, 7th … in page order). */
export const OVERRIDE_BRICK_COUNT = Math.ceil(BRICK_COUNT / 3);

/** A brick of '/responsive' with values per breakpoint (the 13th: the "How it works" h2). */
export const RESPONSIVE_BRICK = 'brick-how';

/** Issue 9's scenario 1: Button click → Branch (condition from a Boolean that is true) → Toggle the details. */
export const scenarioGraph = () => chainGraph(3, BUTTON_BRICK, DETAILS_BRICK);

export const emptyGraph = () => ({ nodes: [], connections: [], comments: [] });

const SEO = {
  title: 'Northwind – the weekly planner for small teams',
  description:
    'Plan your team’s week in ten minutes: a shared board, deadlines with owners and notes next to the work.',
  tags: ['planner', 'small teams', 'weekly planning', 'productivity'],
};

/**
 * Creates '/' (with the scenario graph) and '/plain' (empty graph) in the app through `gql` and publishes
 * both. Returns the pages' ids and published versions.
 */
export async function createAndPublish(gql, appId) {
  const { templates } = await gql('{ templates(first: 100) { edges { node { id name slots dataTypes } } } }');
  const template = templates.edges.map((e) => e.node).find((t) => t.name === TEMPLATE_NAME);
  if (!template) throw new Error(`no template "${TEMPLATE_NAME}" in the starter kit`);
  const { components } = await gql(
    '{ components(first: 100) { edges { node { id name dataTypes dataGroups } } } }',
  );
  const list = components.edges.map((e) => e.node);
  const pages = {};
  for (const [url, name, graph, responsive] of [
    ['/', 'Home', scenarioGraph(), false],
    ['plain', 'Plain', emptyGraph(), false],
    ['responsive', 'Responsive', emptyGraph(), true],
  ]) {
    const content = pageContent(template, list, graph);
    const { createPage } = await gql('mutation ($p: NewPageInput!) { createPage(newPage: $p) { id url } }', {
      p: {
        appId,
        templateId: template.id,
        name,
        url,
        ...SEO,
        content: responsive ? withOverrides(content) : content,
      },
    });
    const { publishPage } = await gql(
      'mutation ($id: ID!) { publishPage(id: $id) { id number url isLive renderErrors { key moduleId type message } } }',
      { id: createPage.id },
    );
    if (!publishPage.isLive) throw new Error(`${url} was published but is not live`);
    if (publishPage.renderErrors.length > 0)
      throw new Error(`${url} rendered with errors: ${JSON.stringify(publishPage.renderErrors)}`);
    const { page } = await gql('query ($id: ID!) { page(id: $id) { liveUrl liveVersion { id number } } }', {
      id: createPage.id,
    });
    pages[createPage.url] = {
      id: createPage.id,
      version: publishPage,
      liveUrl: page.liveUrl,
      graphNodes: graph.nodes.length,
    };
  }
  return { template: template.name, pages };
}
