/**
 * The editor frame's fixed pieces (editor-frame.tsx): the styles of slot wrappers, the empty-slot hint and
 * the site bands, the placeholders drawn for a missing or failing component, and the error boundary around
 * each brick.
 */
import { Component, type CSSProperties, type ReactNode } from 'react';
import type { EditorLabels } from './editor-protocol.ts';
import type { BrickEntry } from './editor-store.ts';
import { describeError, type LoadedModule } from './loader.ts';
import type { ReportError } from './render.tsx';

export const CONTENTS: CSSProperties = { display: 'contents' };
export const SYSTEM_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const EMPTY_SLOT: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 96,
  margin: 8,
  padding: 12,
  border: '2px dashed #b4c0d3',
  borderRadius: 8,
  color: '#6b7789',
  fontFamily: SYSTEM_FONT,
  fontSize: 14,
  lineHeight: 1.4,
  textAlign: 'center',
};

const PLACEHOLDER: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  minHeight: 56,
  padding: '8px 12px',
  border: '1px dashed #a9b1bd',
  borderRadius: 6,
  background: '#f3f4f6',
  color: '#4b5563',
  fontFamily: SYSTEM_FONT,
  fontSize: 14,
  lineHeight: 1.4,
  textAlign: 'center',
  overflowWrap: 'anywhere',
};

const PLACEHOLDER_DETAIL: CSSProperties = { fontSize: 12, color: '#6b7280' };

const FAILED: CSSProperties = {
  ...PLACEHOLDER,
  minHeight: 32,
  padding: '4px 10px',
  borderColor: '#e3a3a3',
  background: '#fdf2f2',
  color: '#9b2c2c',
  fontSize: 13,
};

export function UnknownPlaceholder({ labels, componentId }: { labels: EditorLabels; componentId: unknown }) {
  return (
    <div style={PLACEHOLDER} data-tessera-placeholder="unknown">
      <strong>{labels.unknownComponent}</strong>
      {typeof componentId === 'string' && componentId ? (
        <span style={PLACEHOLDER_DETAIL}>{componentId}</span>
      ) : null}
    </div>
  );
}

export function FailedPlaceholder({ labels }: { labels: EditorLabels }) {
  return (
    <div style={FAILED} data-tessera-placeholder="failed">
      {labels.failedComponent}
    </div>
  );
}

interface BoundaryProps {
  entry: BrickEntry;
  module: LoadedModule;
  onError: ReportError;
  fallback: ReactNode;
  children: ReactNode;
}

/** Marks a failure caught in this pass, before componentDidCatch records which entry failed. */
const FAILING = 'failing';

/**
 * Draws the fallback for the entry that threw, and tries again when the entry changes (new props or
 * new code), like render.tsx's boundary does per render request.
 */
export class EditorBoundary extends Component<BoundaryProps, { failed: BrickEntry | typeof FAILING | null }> {
  override state: { failed: BrickEntry | typeof FAILING | null } = { failed: null };

  static getDerivedStateFromError(): { failed: typeof FAILING } {
    return { failed: FAILING };
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ failed: this.props.entry });
    this.props.onError(this.props.module.id, describeError(error, this.props.module));
  }

  override render(): ReactNode {
    const { failed } = this.state;
    return failed === FAILING || failed === this.props.entry ? this.props.fallback : this.props.children;
  }
}

export const SITE_BAND: CSSProperties = { position: 'relative' };

export const SITE_OUTLINE: CSSProperties = {
  position: 'absolute',
  inset: 0,
  outline: '2px dashed rgba(76, 110, 245, 0.55)',
  outlineOffset: -2,
  background: 'rgba(237, 242, 255, 0.25)',
  pointerEvents: 'none',
};

export const SITE_BADGE: CSSProperties = {
  position: 'absolute',
  top: 6,
  right: 6,
  padding: '2px 8px',
  borderRadius: 4,
  background: '#4c6ef5',
  color: '#fff',
  fontFamily: SYSTEM_FONT,
  fontSize: 12,
  lineHeight: 1.5,
  pointerEvents: 'none',
  zIndex: 1,
};
