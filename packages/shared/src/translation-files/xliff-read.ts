/**
 * An XLIFF 2.0 file back into a translation file, as a translator's tool returns it: targets added, states
 * changed, segments split into sentences (and reordered by `order`), attributes reordered, comments,
 * processing instructions, notes and other tools' extensions added. Anything this app cannot apply faithfully
 * is a problem naming the unit and the line, and one problem refuses the whole file: half an import is worse
 * than none.
 *
 * saxes parses strictly (well-formed XML 1.0 or 1.1, namespaces) and never fetches nor expands anything: it
 * knows only XML's five entities and character references. A DOCTYPE is refused outright, so neither an
 * external entity nor an entity bomb can come in.
 *
 * Choices where XLIFF leaves room:
 * - A unit's text is its segments and ignorables joined in order, with nothing between them (the spaces
 *   between sentences are in them). An ignorable without a target reads as its source, as XLIFF says.
 * - A unit is translated when every segment has a non-empty target; one partly translated stays untranslated
 *   rather than mixing languages. States are not read: a target is a translation whatever its state.
 * - Text is read exactly as written, whatever `xml:space` says: the writer marks every text "preserve".
 * - Markup in a source (a tool's term marks) keeps its text; in a target it is a problem, as the app's texts
 *   are plain and a placeholder or a span cannot be applied.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import {
  isUuid,
  localeTagProblem,
  overSizeLimit,
  type ParseOutcome,
  Problems,
  quote,
  StopParse,
  sizeProblem,
  type TranslationFile,
  type TranslationGroup,
  type TranslationUnit,
} from './model.ts';
import {
  attribute,
  CHILDREN,
  type Kind,
  notWellFormed,
  type Part,
  type UnitDraft,
  unitTexts,
} from './xliff-read-unit.ts';
import { codePoint, ORIGINAL_PREFIX, TESSERA_NS, unescapeKey, XLIFF_NS } from './xml.ts';

/** How deep elements may nest; this app's files nest 6 deep, a tool's markup and modules a few more. */
const MAX_DEPTH = 64;

/**
 * The translation file in `text`, an XLIFF 2.0 document, or why it cannot be imported. Past
 * LIMITS.translations.fileMaxBytes it is refused before anything parses it. Never throws.
 */
export function parseXliff(text: string): ParseOutcome {
  if (typeof text !== 'string') return { ok: false, problems: ['the file is not text'] };
  if (overSizeLimit(text)) return { ok: false, problems: [sizeProblem()] };
  return readXliff(text);
}

/** parseXliff past the size check. Never throws. */
function readXliff(text: string): ParseOutcome {
  // A byte order mark is the one thing an editor may put before the XML declaration.
  return new XliffReader().read(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}

class XliffReader {
  private readonly problems = new Problems();
  private readonly parser = new SaxesParser({ xmlns: true, position: true });
  private readonly stack: Kind[] = [];
  /** Depth inside an element whose content is ignored (another namespace's, a target's markup): 0 outside. */
  private skip = 0;
  private readonly file: TranslationFile = { appId: '', sourceLocale: '', targetLocale: '', groups: [] };
  private files = 0;
  private group: TranslationGroup | null = null;
  private readonly groupLines = new Map<string, number>();
  private readonly unitLines = new Map<string, number>();
  private unit: UnitDraft | null = null;
  private part: Part | null = null;
  private text = '';

  read(text: string): ParseOutcome {
    const { parser } = this;
    parser.on('xmldecl', (decl) => {
      if (decl.encoding !== undefined && !/^utf-?8$/i.test(decl.encoding))
        this.problems.fatal(`the file declares the encoding ${quote(decl.encoding)}: save it as UTF-8`);
    });
    parser.on('doctype', () =>
      this.problems.fatal(
        `line ${parser.line}: the file has a DOCTYPE; XLIFF files have none, and none is read`,
      ),
    );
    parser.on('opentag', (tag) => this.open(tag));
    parser.on('closetag', () => this.close());
    parser.on('text', (chunk) => this.append(chunk));
    parser.on('cdata', (chunk) => this.append(chunk));
    try {
      parser.write(text).close();
      if (this.files === 0) this.problems.add('the file has no <file> element: it is not a translation file');
    } catch (error) {
      if (!(error instanceof StopParse)) this.problems.list.push(notWellFormed(error));
    }
    return this.problems.empty ? { ok: true, file: this.file } : { ok: false, problems: this.problems.list };
  }

  private open(tag: SaxesTagNS): void {
    // saxes looks a prefix up through every open element, so a file nesting thousands of elements would take
    // minutes (quadratic). XLIFF nests about ten deep, markup and modules included.
    if (this.stack.length + this.skip >= MAX_DEPTH)
      this.problems.fatal(`line ${this.parser.line}: elements nest more than ${MAX_DEPTH} deep`);
    if (this.skip > 0) {
      this.skip++;
      return;
    }
    const parent = this.stack[this.stack.length - 1];
    const line = this.parser.line;
    const child = parent && tag.uri === XLIFF_NS ? CHILDREN.get(parent)?.get(tag.local) : undefined;
    if (parent === undefined) this.openRoot(tag);
    else if (parent === 'source' || parent === 'target' || parent === 'inline') this.openInline(tag, line);
    else if (child === 'file') this.openFile(tag, line);
    else if (child === 'group') this.openGroup(tag, line);
    else if (child === 'unit') {
      this.unit = { id: attribute(tag, 'id') ?? '', line, notes: [], parts: [], markup: false };
      this.unit.name = attribute(tag, 'name');
      this.unit.escapedKey = attribute(tag, 'key', TESSERA_NS);
      this.push('unit');
    } else if (child === 'part') {
      this.part = { ignorable: tag.local === 'ignorable', source: '' };
      this.push('part');
    } else if (child) {
      if (child === 'target') this.readOrder(attribute(tag, 'order'), line);
      this.push(child);
    } else {
      if (tag.uri === XLIFF_NS && (tag.local === 'unit' || tag.local === 'group') && parent !== 'xliff')
        this.problems.add(
          `line ${line}: ${tag.local} ${quote(attribute(tag, 'id') ?? '')} is misplaced: units are read in groups, and groups right in <file>`,
        );
      // Anything else (other namespaces' extensions and modules, notes of files and groups, a skeleton, a
      // unit's original data) does not change a text: it is skipped with its content.
      this.skip = 1;
    }
  }

  private openRoot(tag: SaxesTagNS): void {
    if (tag.local !== 'xliff' || tag.uri !== XLIFF_NS) {
      const namespace = tag.uri ? ` of namespace ${quote(tag.uri)}` : '';
      this.problems.fatal(
        `the root element is <${tag.name}>${namespace}, not XLIFF 2.0's <xliff> (namespace ${XLIFF_NS})`,
      );
    }
    const version = attribute(tag, 'version');
    if (version !== '2.0') {
      const which = version === undefined ? 'has no version' : `is version ${quote(version)}`;
      this.problems.fatal(`the <xliff> element ${which}: only XLIFF 2.0 files can be read`);
    }
    const source = attribute(tag, 'srcLang');
    const target = attribute(tag, 'trgLang');
    const problem = localeTagProblem(source, 'srcLang') ?? localeTagProblem(target, 'trgLang');
    if (problem) this.problems.add(`line ${this.parser.line}: <xliff> ${problem}`);
    this.file.sourceLocale = source ?? '';
    this.file.targetLocale = target ?? '';
    this.push('xliff');
  }

  private openFile(tag: SaxesTagNS, line: number): void {
    this.files++;
    if (this.files > 1) {
      this.problems.add(`line ${line}: a second <file> element: a translation file holds exactly one`);
      this.skip = 1;
      return;
    }
    const original = attribute(tag, 'original') ?? '';
    const appId = original.slice(ORIGINAL_PREFIX.length);
    if (!original.startsWith(ORIGINAL_PREFIX) || !isUuid(appId))
      this.problems.add(
        `line ${line}: <file> has the original ${quote(original)}, not tessera:app:{app id}: it was not exported by this app`,
      );
    this.file.appId = appId;
    this.push('file');
  }

  private openGroup(tag: SaxesTagNS, line: number): void {
    const id = attribute(tag, 'id') ?? '';
    const name = attribute(tag, 'name') ?? '';
    const escaped = attribute(tag, 'key', TESSERA_NS);
    const key = escaped === undefined ? null : unescapeKey(escaped);
    const which = `group ${quote(id)} (${quote(name)})`;
    if (escaped === undefined)
      this.problems.add(`line ${line}: ${which} has lost its tessera:key attribute, which names its page`);
    else if (key === null) this.problems.add(`line ${line}: ${which} has a damaged tessera:key attribute`);
    else if (this.groupLines.has(key))
      this.problems.add(
        `line ${line}: ${which} has the same key as the group on line ${this.groupLines.get(key)}`,
      );
    else this.groupLines.set(key, line);
    this.group = { key: key ?? '', name, units: [] };
    this.file.groups.push(this.group);
    this.push('group');
  }

  private readOrder(order: string | undefined, line: number): void {
    if (order === undefined) return;
    if (/^[1-9][0-9]{0,5}$/.test(order)) this.part!.order = Number(order);
    else
      this.problems.add(`line ${line}: ${this.describeUnit()}: target order ${quote(order)} is not a number`);
  }

  /** An element inside a source or target: a character, or markup (kept as text in a source, refused in a target). */
  private openInline(tag: SaxesTagNS, line: number): void {
    if (tag.uri === XLIFF_NS && tag.local === 'cp') {
      const character = codePoint(attribute(tag, 'hex'));
      if (character === null)
        this.problems.add(`line ${line}: ${this.describeUnit()}: <cp> has no valid hex code point`);
      else this.text += character;
      this.skip = 1;
    } else if (this.stack.includes('target')) {
      if (!this.unit!.markup)
        this.problems.add(
          `line ${line}: ${this.describeUnit()}: its target holds <${tag.name}>, markup that cannot be imported; leave only text in it`,
        );
      this.unit!.markup = true;
      this.skip = 1;
    } else this.push('inline');
  }

  private close(): void {
    if (this.skip > 0) {
      this.skip--;
      return;
    }
    const kind = this.stack.pop();
    if (kind === 'source') this.part!.source = this.text;
    else if (kind === 'target') this.part!.target = this.text;
    else if (kind === 'note') this.unit!.notes.push(this.text);
    else if (kind === 'part') this.unit!.parts.push(this.part!);
    else if (kind === 'unit') this.closeUnit(this.unit!);
  }

  private push(kind: Kind): void {
    this.stack.push(kind);
    if (kind === 'source' || kind === 'target' || kind === 'note') this.text = '';
  }

  private append(chunk: string): void {
    const kind = this.stack[this.stack.length - 1];
    if (this.skip === 0 && (kind === 'source' || kind === 'target' || kind === 'note' || kind === 'inline'))
      this.text += chunk;
  }

  private describeUnit(): string {
    const unit = this.unit!;
    return unit.name === undefined
      ? `unit ${quote(unit.id)}`
      : `unit ${quote(unit.id)} (${quote(unit.name)})`;
  }

  /** The start of a problem message about the unit: made only for a problem, as quoting costs. */
  private where(draft: UnitDraft): string {
    return `line ${draft.line}: ${this.describeUnit()}`;
  }

  private closeUnit(draft: UnitDraft): void {
    const key = draft.escapedKey === undefined ? draft.name : unescapeKey(draft.escapedKey);
    const earlier = key ? this.unitLines.get(key) : undefined;
    if (key === null) this.problems.add(`${this.where(draft)} has a damaged tessera:key attribute`);
    else if (key === undefined || key === '')
      this.problems.add(`${this.where(draft)} has no name, which is its key: where its text goes`);
    else if (earlier !== undefined)
      this.problems.add(`${this.where(draft)} has the same name as the unit on line ${earlier}`);
    if (!key || earlier !== undefined) return;
    this.unitLines.set(key, draft.line);
    const texts = unitTexts(draft.parts);
    if (texts.badOrder !== undefined)
      this.problems.add(`${this.where(draft)}: target order ${texts.badOrder} is out of range or used twice`);
    const unit: TranslationUnit = { key, source: texts.source };
    if (texts.target) unit.target = texts.target;
    const note = draft.notes.length === 1 ? draft.notes[0]! : draft.notes.join('\n');
    if (note) unit.note = note;
    this.group!.units.push(unit);
  }
}
