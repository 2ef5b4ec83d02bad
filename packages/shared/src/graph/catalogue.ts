import { MOUSE_EVENTS, type MouseEventName } from '../property-types/constants.ts';
import type { NodeCategory, SocketKind } from './schema.ts';

/**
 * The node catalogue (spec: studio §3 "Engine event", §7 getAllEngineEvents): every node type the behaviour
 * graph knows, with its sockets and controls, labelled in en-US and pt-BR. The editor builds its menu and
 * nodes from it; the engine (packages/runtime/src/graph) reads socket kinds and control defaults from it.
 *
 * An input with a `value` has a control holding that default; with `hidePort` it is a control only (no
 * socket). An input with both a socket and a control (Switch's limit, Component's visible) uses the control
 * while nothing is connected to it.
 */

export const GRAPH_LOCALES = ['en-US', 'pt-BR'] as const;
export type GraphLocale = (typeof GRAPH_LOCALES)[number];
type Texts = Readonly<Record<GraphLocale, string>>;

export const NODE_TYPES = [
  'Add',
  'Subtract',
  'Multiply',
  'Divide',
  'Calc',
  'Switch',
  'Boolean',
  'Integer',
  'Decimal',
  'Text',
  'Branch',
  'Component',
  'Ready',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export const CALC_OPERATIONS = ['+', '-', '*', '/'] as const;
export type CalcOperation = (typeof CALC_OPERATIONS)[number];

/** The control an input shows: a checkbox, a whole or decimal number field, a text field, or a select. */
export type ControlKind = 'boolean' | 'integer' | 'decimal' | 'text' | 'select';

export interface InputDefinition {
  readonly type: SocketKind;
  readonly name: string;
  readonly label: Texts;
  readonly hidePort: boolean;
  /** The control's default; absent for a socket without control. */
  readonly value?: unknown;
  readonly control?: ControlKind;
  readonly options?: readonly string[];
}

export interface OutputDefinition {
  readonly type: SocketKind;
  readonly name: string;
  readonly label: Texts;
}

export interface NodeDefinition {
  readonly id: string;
  readonly name: NodeType;
  readonly category: NodeCategory;
  readonly label: Texts;
  readonly description: Texts;
  readonly helpLabel: Texts;
  readonly helpDescription: Texts;
  readonly inputs: readonly InputDefinition[];
  readonly outputs: readonly OutputDefinition[];
}

const t = (en: string, pt: string): Texts => ({ 'en-US': en, 'pt-BR': pt });

const num = (name: string, en: string, pt: string): InputDefinition => ({
  type: 'number',
  name,
  label: t(en, pt),
  hidePort: false,
});
const out = (type: SocketKind, name: string, en: string, pt: string): OutputDefinition => ({
  type,
  name,
  label: t(en, pt),
});
const action = (name: string, en: string, pt: string): InputDefinition => ({
  type: 'action',
  name,
  label: t(en, pt),
  hidePort: false,
});
const result = out('number', 'value', 'Result', 'Resultado');

function arithmetic(name: NodeType, en: string, pt: string, help: Texts): NodeDefinition {
  return {
    id: name.toLowerCase(),
    name,
    category: 'function',
    label: t(en, pt),
    description: help,
    helpLabel: t(en, pt),
    helpDescription: t(
      `${help['en-US']} A missing input counts as 0.`,
      `${help['pt-BR']} Uma entrada ausente vale 0.`,
    ),
    inputs: [num('a', 'A', 'A'), num('b', 'B', 'B')],
    outputs: [result],
  };
}

function valueNode(
  name: NodeType,
  type: Exclude<SocketKind, 'action'>,
  control: ControlKind,
  value: unknown,
  label: Texts,
  help: Texts,
): NodeDefinition {
  return {
    id: name.toLowerCase(),
    name,
    category: 'input',
    label,
    description: help,
    helpLabel: label,
    helpDescription: help,
    inputs: [{ type, name: 'value', label: t('Value', 'Valor'), hidePort: true, value, control }],
    outputs: [out(type, 'value', 'Value', 'Valor')],
  };
}

/** The mouse events a component may declare (spec §3 dataEvents, §9), each an action output of its node. */
const MOUSE_EVENT_LABELS: Readonly<Record<MouseEventName, Texts>> = {
  onclick: t('Click', 'Clique'),
  onmouseenter: t('Mouse enter', 'Mouse entra'),
  onmouseleave: t('Mouse leave', 'Mouse sai'),
  onmousemove: t('Mouse move', 'Mouse se move'),
};

export const NODE_DEFINITIONS: readonly NodeDefinition[] = [
  arithmetic('Add', 'Add', 'Somar', t('Adds A and B.', 'Soma A e B.')),
  arithmetic('Subtract', 'Subtract', 'Subtrair', t('Subtracts B from A.', 'Subtrai B de A.')),
  arithmetic('Multiply', 'Multiply', 'Multiplicar', t('Multiplies A by B.', 'Multiplica A por B.')),
  arithmetic(
    'Divide',
    'Divide',
    'Dividir',
    t('Divides A by B; dividing by 0 gives 0.', 'Divide A por B; dividir por 0 dá 0.'),
  ),
  {
    id: 'calc',
    name: 'Calc',
    category: 'function',
    label: t('Calc', 'Calcular'),
    description: t('Applies an operation to A and B.', 'Aplica uma operação a A e B.'),
    helpLabel: t('Calc', 'Calcular'),
    helpDescription: t(
      'Adds, subtracts, multiplies or divides A and B; the result keeps at most 3 decimals (truncated). A missing input counts as 0.',
      'Soma, subtrai, multiplica ou divide A e B; o resultado mantém no máximo 3 casas decimais (truncado). Uma entrada ausente vale 0.',
    ),
    inputs: [
      num('a', 'A', 'A'),
      num('b', 'B', 'B'),
      {
        type: 'text',
        name: 'operation',
        label: t('Operation', 'Operação'),
        hidePort: true,
        value: '+',
        control: 'select',
        options: CALC_OPERATIONS,
      },
    ],
    outputs: [result],
  },
  {
    id: 'switch',
    name: 'Switch',
    category: 'conditional',
    label: t('Switch', 'Chave'),
    description: t('True when the input reaches the limit.', 'Verdadeiro quando a entrada atinge o limite.'),
    helpLabel: t('Switch', 'Chave'),
    helpDescription: t(
      'Outputs true when the input is greater than or equal to the limit, else false.',
      'Produz verdadeiro quando a entrada é maior ou igual ao limite; senão, falso.',
    ),
    inputs: [
      num('value', 'Input', 'Entrada'),
      { ...num('limit', 'Limit', 'Limite'), value: 0, control: 'decimal' },
    ],
    outputs: [out('boolean', 'value', 'Result', 'Resultado')],
  },
  valueNode(
    'Boolean',
    'boolean',
    'boolean',
    false,
    t('Boolean', 'Booleano'),
    t('A true or false value.', 'Um valor verdadeiro ou falso.'),
  ),
  valueNode(
    'Integer',
    'number',
    'integer',
    0,
    t('Integer', 'Inteiro'),
    t('A whole number (decimals are dropped).', 'Um número inteiro (decimais são descartados).'),
  ),
  valueNode('Decimal', 'number', 'decimal', 0, t('Decimal', 'Decimal'), t('A number.', 'Um número.')),
  valueNode('Text', 'text', 'text', '', t('Text', 'Texto'), t('A text.', 'Um texto.')),
  {
    id: 'branch',
    name: 'Branch',
    category: 'conditional',
    label: t('Branch', 'Desvio'),
    description: t('Chooses a path by a condition.', 'Escolhe um caminho por uma condição.'),
    helpLabel: t('Branch', 'Desvio'),
    helpDescription: t(
      'When triggered, continues on True if the condition is true, else on False; with no condition connected it does nothing.',
      'Quando acionado, segue por Verdadeiro se a condição for verdadeira, senão por Falso; sem condição conectada, não faz nada.',
    ),
    inputs: [
      action('exec', 'Run', 'Executar'),
      { type: 'boolean', name: 'condition', label: t('Condition', 'Condição'), hidePort: false },
    ],
    outputs: [out('action', 'true', 'True', 'Verdadeiro'), out('action', 'false', 'False', 'Falso')],
  },
  {
    id: 'component',
    name: 'Component',
    category: 'component',
    label: t('Component', 'Componente'),
    description: t(
      'A component of the page: its visibility and its mouse events.',
      'Um componente da página: sua visibilidade e seus eventos de mouse.',
    ),
    helpLabel: t('Component', 'Componente'),
    helpDescription: t(
      'Visible decides whether the component shows; Show, Hide and Toggle change it when triggered. Its mouse events fire only while it is visible.',
      'Visível decide se o componente aparece; Mostrar, Esconder e Alternar o mudam quando acionados. Seus eventos de mouse só disparam enquanto está visível.',
    ),
    inputs: [
      {
        type: 'boolean',
        name: 'visible',
        label: t('Visible', 'Visível'),
        hidePort: false,
        value: true,
        control: 'boolean',
      },
      action('show', 'Show', 'Mostrar'),
      action('hide', 'Hide', 'Esconder'),
      action('toggle', 'Toggle', 'Alternar'),
    ],
    outputs: MOUSE_EVENTS.map((name) => ({ type: 'action' as const, name, label: MOUSE_EVENT_LABELS[name] })),
  },
  {
    id: 'ready',
    name: 'Ready',
    category: 'event',
    label: t('Page ready', 'Página pronta'),
    description: t(
      'Fires when the page starts and after each change to the graph.',
      'Dispara quando a página começa e após cada mudança no grafo.',
    ),
    helpLabel: t('Page ready', 'Página pronta'),
    helpDescription: t(
      'Triggers its output once the page has started, and again after each recompute (a connection or a value changed), so the page can start in a chosen state.',
      'Aciona sua saída quando a página começa e de novo após cada recálculo (uma conexão ou um valor mudou), para que a página comece num estado escolhido.',
    ),
    inputs: [],
    outputs: [out('action', 'run', 'Run', 'Executar')],
  },
];

const BY_TYPE = new Map<string, NodeDefinition>(NODE_DEFINITIONS.map((d) => [d.name, d]));

export function nodeDefinition(type: string): NodeDefinition | undefined {
  return BY_TYPE.get(type);
}

export function isMouseEvent(name: string): name is MouseEventName {
  return (MOUSE_EVENTS as readonly string[]).includes(name);
}

/**
 * The sockets of a stored node: the catalogue's, except that a Component node has event outputs only for
 * the mouse events its stored outputs list (the component's declared events); a node storing no outputs
 * has all four. Undefined for an unknown type.
 */
export function nodeSockets(node: {
  readonly type: string;
  readonly outputs?: readonly { readonly name: string }[];
}): { inputs: readonly InputDefinition[]; outputs: readonly OutputDefinition[] } | undefined {
  const definition = BY_TYPE.get(node.type);
  if (!definition) return undefined;
  if (definition.name !== 'Component' || !node.outputs) return definition;
  const declared = new Set(node.outputs.map((o) => o.name));
  return { inputs: definition.inputs, outputs: definition.outputs.filter((o) => declared.has(o.name)) };
}

/** An Engine event (spec §3): one catalogue entry with its texts in one locale. */
export interface EngineEvent {
  readonly id: string;
  readonly name: NodeType;
  readonly category: NodeCategory;
  readonly label: string;
  readonly description: string;
  readonly helpLabel: string;
  readonly helpDescription: string;
  readonly inputs: readonly {
    type: SocketKind;
    name: string;
    label: string;
    hidePort: boolean;
    value?: unknown;
    control?: ControlKind;
    options?: readonly string[];
  }[];
  readonly outputs: readonly { type: SocketKind; name: string; label: string }[];
}

export function graphLocale(locale: string | undefined): GraphLocale {
  return (GRAPH_LOCALES as readonly string[]).includes(locale ?? '') ? (locale as GraphLocale) : 'en-US';
}

/** The catalogue in a locale, en-US for any locale other than en-US and pt-BR. */
export function catalogue(locale?: string): EngineEvent[] {
  const l = graphLocale(locale);
  return NODE_DEFINITIONS.map((d) => ({
    id: d.id,
    name: d.name,
    category: d.category,
    label: d.label[l],
    description: d.description[l],
    helpLabel: d.helpLabel[l],
    helpDescription: d.helpDescription[l],
    inputs: d.inputs.map(({ label, ...input }) => ({ ...input, label: label[l] })),
    outputs: d.outputs.map(({ label, ...output }) => ({ ...output, label: label[l] })),
  }));
}

/**
 * Every text of the catalogue a person reads (labels, descriptions, help, socket labels) in one language,
 * in a fixed order: the same index names the same text in every language (translation checks).
 */
export function catalogueTexts(locale?: string): string[] {
  return catalogue(locale).flatMap((node) => [
    node.label,
    node.description,
    node.helpLabel,
    node.helpDescription,
    ...node.inputs.map((input) => input.label),
    ...node.outputs.map((output) => output.label),
  ]);
}

/**
 * A new Component node for a placed component, with event outputs for the mouse events it declares
 * (its component's dataEvents.events.mouse); unknown event names are ignored.
 */
export function componentNode(input: {
  id: string;
  componentId: string;
  label: string;
  events: readonly string[];
  position: { x: number; y: number };
}) {
  const definition = BY_TYPE.get('Component')!;
  const events = new Set(input.events);
  return {
    id: input.id,
    type: 'Component' as const,
    category: 'component' as const,
    label: input.label,
    position: input.position,
    componentId: input.componentId,
    inputs: definition.inputs.map(({ type, name }) => ({ type, name })),
    outputs: definition.outputs.filter((o) => events.has(o.name)).map(({ type, name }) => ({ type, name })),
    controls: [{ name: 'visible', index: 0, value: true }],
  };
}
