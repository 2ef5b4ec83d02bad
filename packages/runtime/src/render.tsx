/**
 * Draws a RenderNode tree with React. Each node sits in its own error boundary: a component that throws
 * while rendering draws nothing and is reported, and its neighbours keep rendering.
 */
import { Component, type ReactNode } from 'react';
import type { LoadedModule } from './loader.ts';
import { describeError } from './loader.ts';
import type { ComponentError, RenderNode } from './protocol.ts';
import { componentProps } from './responsive-style.ts';

export type ReportError = (moduleId: string, error: ComponentError) => void;

interface TreeProps {
  tree: RenderNode | null;
  modules: ReadonlyMap<string, LoadedModule>;
  /** Changes with every render request: boundaries that failed try again on a new one. */
  generation: number;
  onError: ReportError;
}

interface BoundaryProps {
  module: LoadedModule;
  generation: number;
  onError: ReportError;
  children: ReactNode;
}

interface BoundaryState {
  failedAt: number | null;
}

class NodeBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    // The generation is filled in by componentDidCatch; any number marks the failure for this pass.
    return { failedAt: -1 };
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ failedAt: this.props.generation });
    this.props.onError(this.props.module.id, describeError(error, this.props.module));
  }

  override render(): ReactNode {
    const { failedAt } = this.state;
    if (failedAt === -1 || failedAt === this.props.generation) return null;
    return this.props.children;
  }
}

function NodeView({
  node,
  modules,
  generation,
  onError,
}: {
  node: RenderNode;
  modules: ReadonlyMap<string, LoadedModule>;
  generation: number;
  onError: ReportError;
}): ReactNode {
  const module = modules.get(node.moduleId);
  // A module that failed to load was reported when it loaded; an unknown one is the console's mistake.
  if (!module?.component) return null;
  const slots: Record<string, ReactNode> = {};
  for (const [name, children] of Object.entries(node.slots ?? {})) {
    slots[name] = children.map((child) => (
      <NodeView key={child.key} node={child} modules={modules} generation={generation} onError={onError} />
    ));
  }
  const Rendered = module.component;
  return (
    <NodeBoundary module={module} generation={generation} onError={onError}>
      <Rendered {...componentProps(node)} {...slots} />
    </NodeBoundary>
  );
}

export function RenderTree({ tree, modules, generation, onError }: TreeProps): ReactNode {
  if (!tree) return null;
  return <NodeView node={tree} modules={modules} generation={generation} onError={onError} />;
}
