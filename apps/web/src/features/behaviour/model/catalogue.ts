import {
  type ControlKind,
  type EngineEvent,
  NODE_CATEGORIES,
  type NodeCategory,
  nodeDefinition,
  SOCKET_KINDS,
  type SocketKind,
} from '@tessera/shared';

const CONTROL_KINDS: readonly ControlKind[] = ['boolean', 'integer', 'decimal', 'text', 'select'];

/**
 * The node catalogue as getAllEngineEvents sends it, in the user's language: the menu lists it, the nodes
 * take their texts from it. Sockets, controls and rules come from @tessera/shared's definitions (what the
 * engine uses), so a type the server knows but this console does not is left out of the menu.
 */
export interface GraphCatalogue {
  readonly events: readonly EngineEvent[];
  readonly byName: ReadonlyMap<string, EngineEvent>;
}

export function graphCatalogue(events: readonly EngineEvent[]): GraphCatalogue {
  const known = events.filter((e) => nodeDefinition(e.name) !== undefined);
  return { events: known, byName: new Map(known.map((e) => [e.name, e])) };
}

/** An Engine event as the API answers it (GraphQL nulls for absent optional fields). */
export interface EngineEventResult {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly label: string;
  readonly description: string;
  readonly helpLabel: string;
  readonly helpDescription: string;
  readonly inputs: readonly {
    readonly type: string;
    readonly name: string;
    readonly label: string;
    readonly hidePort: boolean;
    readonly value?: unknown;
    readonly control?: string | null;
    readonly options?: readonly string[] | null;
  }[];
  readonly outputs: readonly { readonly type: string; readonly name: string; readonly label: string }[];
}

const isKind = (type: string): type is SocketKind => (SOCKET_KINDS as readonly string[]).includes(type);
const isCategory = (category: string): category is NodeCategory =>
  (NODE_CATEGORIES as readonly string[]).includes(category);
const isControl = (control: string): control is ControlKind =>
  (CONTROL_KINDS as readonly string[]).includes(control);

/** The answer as Engine events; entries of an unknown type, category or socket kind are left out. */
export function engineEventsOf(results: readonly EngineEventResult[]): EngineEvent[] {
  const events: EngineEvent[] = [];
  for (const r of results) {
    const definition = nodeDefinition(r.name);
    if (!definition || !isCategory(r.category)) continue;
    if (!r.inputs.every((i) => isKind(i.type)) || !r.outputs.every((o) => isKind(o.type))) continue;
    events.push({
      id: r.id,
      name: definition.name,
      category: r.category,
      label: r.label,
      description: r.description,
      helpLabel: r.helpLabel,
      helpDescription: r.helpDescription,
      inputs: r.inputs.map((i) => ({
        type: i.type as SocketKind,
        name: i.name,
        label: i.label,
        hidePort: i.hidePort,
        ...(i.value !== undefined && i.value !== null ? { value: i.value } : {}),
        ...(i.control && isControl(i.control) ? { control: i.control } : {}),
        ...(i.options ? { options: [...i.options] } : {}),
      })),
      outputs: r.outputs.map((o) => ({ type: o.type as SocketKind, name: o.name, label: o.label })),
    });
  }
  return events;
}
