/**
 * Page content bytes (issue 25, lean content, docs/decisions/0037): the editor benchmark's 1 000-brick pages
 * (bench/editor/page.mjs, built exactly as the editor benchmark builds them, from the starter kit) as JSON, in the
 * full shape every release up to page content version 4 stored and in the lean shape of version 5, per page and
 * per brick, against Puck's 110 bytes per brick for the same page (the figure issue 25 quotes). Target: at most
 * twice Puck's. No server or browser: it measures the content functions of packages/shared.
 *
 *   node --import tsx bench/editor/content-bytes.ts
 *
 * Writes bench/results/content-bytes.json; exits 1 when the flat page misses the target.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  countBricks,
  definitionsFrom,
  expandPageContent,
  leanPageContent,
  migratePageContent,
  type PageContent,
} from '@tessera/shared';
import { STARTER_COMPONENTS, STARTER_TEMPLATES } from '@tessera/starter-kit';
import { machine } from '../lib.mjs';
import { buildNestedPageContent, buildPageContent, buildResponsivePageContent } from './page.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.resolve(here, '../results/content-bytes.json');
const BRICKS = 1000;
const PUCK_BYTES_PER_BRICK = 110;
const TARGET_BYTES_PER_BRICK = 2 * PUCK_BYTES_PER_BRICK;

// The organization's copies of the kit, with ids as the server gives them (UUIDs, 36 characters).
const components = STARTER_COMPONENTS.map((entry) => ({
  id: randomUUID(),
  name: entry.name,
  slots: entry.slots ?? 0,
  dataTypes: entry.dataTypes as Record<string, unknown>,
  dataGroups: entry.dataGroups as unknown,
}));
const kitTemplate = STARTER_TEMPLATES.find((entry) => entry.slots === 3)!;
const template = { id: randomUUID(), slots: kitTemplate.slots, dataTypes: kitTemplate.dataTypes };
const definitions = definitionsFrom(components, template);

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

function measure(name: string, full: PageContent) {
  const bricks = countBricks(full.slots);
  const migrated = migratePageContent(structuredClone(full)) as PageContent;
  const lean = leanPageContent(migrated, definitions);
  // What is stored must mean what the full page meant: expanded again, it is the full page.
  const again = expandPageContent(lean, definitions);
  const same = JSON.stringify(again.slots) === JSON.stringify(expandPageContent(migrated, definitions).slots);
  const row = {
    bricks,
    fullBytes: bytes(full),
    migratedBytes: bytes(migrated),
    leanBytes: bytes(lean),
    fullBytesPerBrick: Math.round(bytes(full) / bricks),
    leanBytesPerBrick: Math.round(bytes(lean) / bricks),
    roundTrips: same,
  };
  console.log(
    `${name.padEnd(10)} ${bricks} bricks: full ${row.fullBytes} B (${row.fullBytesPerBrick} B/brick), ` +
      `migrated without definitions ${row.migratedBytes} B, lean ${row.leanBytes} B ` +
      `(${row.leanBytesPerBrick} B/brick; Puck ${PUCK_BYTES_PER_BRICK}, target ≤ ${TARGET_BYTES_PER_BRICK})` +
      `${same ? '' : '  EXPANDS DIFFERENTLY'}`,
  );
  return row;
}

const flat = measure('flat', buildPageContent(template, components, BRICKS));
const responsive = measure('responsive', buildResponsivePageContent(template, components, BRICKS).content);
const nested = measure('nested', buildNestedPageContent(template, components, BRICKS).content);

const result = {
  date: new Date().toISOString(),
  machine: machine(),
  command: 'node --import tsx bench/editor/content-bytes.ts',
  puckBytesPerBrick: PUCK_BYTES_PER_BRICK,
  targetBytesPerBrick: TARGET_BYTES_PER_BRICK,
  flat,
  responsive,
  nested,
};
writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
const missed = flat.leanBytesPerBrick > TARGET_BYTES_PER_BRICK || !flat.roundTrips;
if (missed) console.error(`missed: ${flat.leanBytesPerBrick} B/brick > ${TARGET_BYTES_PER_BRICK}`);
process.exit(missed ? 1 : 0);
