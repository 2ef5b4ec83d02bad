import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { CommentFlowNode } from '../model/types.ts';
import classes from './graph.module.css';
import { useGraphUi } from './graph-context.ts';

/**
 * A comment (spec §3): a sticky note on the canvas, dragged and selected like a node; a double click or
 * Enter opens its dialog. Test id `graph-comment` with `data-comment-id` (and `data-link`, the linked node).
 */
function CommentNodeView({ data, selected }: NodeProps<CommentFlowNode>) {
  const { texts } = useGraphUi();
  const { comment } = data;
  return (
    <div
      className={classes.comment}
      data-testid="graph-comment"
      data-comment-id={comment.id}
      data-link={comment.link ?? undefined}
      data-selected={selected || undefined}
    >
      {comment.text ? comment.text : <span className={classes.commentEmpty}>{texts.emptyComment}</span>}
    </div>
  );
}

export const CommentNode = memo(CommentNodeView);
