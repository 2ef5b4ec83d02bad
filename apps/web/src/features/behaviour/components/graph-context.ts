import { createContext, useContext } from 'react';

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
