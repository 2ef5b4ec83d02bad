import { type RefObject, useCallback } from 'react';
import { HintLayer } from '../../editor/components/hint-layer.tsx';
import type { GraphCatalogue } from '../model/catalogue.ts';
import classes from './graph.module.css';

/** Elements with this attribute (a node type) get that type's help tooltip: a node's help icon. */
export const HELP_TYPE = 'data-help';

/** The id of a type's help text (rendered once, hidden, by HelpTexts: the help icons' accessible name). */
export const helpTextId = (type: string) => `tessera-graph-help-${type}`;

/** Each type's help text once, for the help icons' aria-labelledby (no long text repeated on every node). */
export function HelpTexts({ catalogue }: { catalogue: GraphCatalogue }) {
  return (
    <div hidden>
      {catalogue.events.map((event) => (
        <span key={event.name} id={helpTextId(event.name)}>
          {event.helpLabel}: {event.helpDescription}
        </span>
      ))}
    </div>
  );
}

/**
 * One help tooltip for the whole canvas (the editor's HintLayer), shown for the help icon under the pointer
 * or keyboard focus: a Mantine Tooltip per node would cost far more than the node itself on a 500-node
 * graph. Escape hides it, wherever the focus is; `onShownChange` lets the editor keep that Escape from also
 * closing the dialog (the dialog's Escape listener runs first, on the window).
 */
export function HelpLayer({
  root,
  catalogue,
  onShownChange,
}: {
  root: RefObject<HTMLElement | null>;
  catalogue: GraphCatalogue;
  onShownChange?(shown: boolean): void;
}) {
  const content = useCallback(
    (type: string) => {
      const event = catalogue.byName.get(type);
      return event ? (
        <>
          <div className={classes.helpTipTitle}>{event.helpLabel}</div>
          {event.helpDescription ? <div>{event.helpDescription}</div> : null}
        </>
      ) : null;
    },
    [catalogue],
  );
  return (
    <HintLayer
      root={root}
      attribute={HELP_TYPE}
      content={content}
      onShownChange={onShownChange}
      testId="graph-help"
    />
  );
}
