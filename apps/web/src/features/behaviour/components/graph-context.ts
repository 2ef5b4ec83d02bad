import { createContext, useContext } from 'react';
import type { GraphNodeData } from '../model/types.ts';

/** What every node needs and that changes rarely: one context value instead of props on 500 nodes. */
export interface GraphUi {
  readonly readOnly: boolean;
  setControl(nodeId: string, name: string, value: unknown): void;
  readonly texts: {
    readonly unknownType: (type: string) => string;
    readonly missingComponent: string;
    /** A second Component node of a brick: "Duplicate of {name}". */
    readonly duplicateComponent: (name: string) => string;
    readonly connected: string;
    readonly emptyComment: string;
  };
}

export const GraphUiContext = createContext<GraphUi | null>(null);

export function useGraphUi(): GraphUi {
  const ui = useContext(GraphUiContext);
  if (!ui) throw new Error('useGraphUi outside GraphUiContext');
  return ui;
}

/** A node's title as its header shows it (and the Connect menu names it). */
export function nodeTitle(data: GraphNodeData, texts: GraphUi['texts']): string {
  switch (data.status) {
    case 'unknown':
      return texts.unknownType(data.node.type);
    case 'missing':
      return texts.missingComponent;
    case 'duplicate':
      return texts.duplicateComponent(data.label);
    default:
      return data.label;
  }
}
