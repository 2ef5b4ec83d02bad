import { GRAPH_LIMITS, type GraphComment } from '@tessera/shared';
import { commentFlowNode } from './flow.ts';
import { type CommentFlowNode, type FlowNode, isCommentNode } from './types.ts';

/**
 * Comments of the graph (spec §3 editor events, §4 "A new comment opens the edit dialog; closing with empty
 * text deletes it", §5 comment save rule). Each action is named after the spec's editor event. Comments are
 * flow nodes (drawn as sticky notes, dragged and selected like nodes); actions address them by comment id.
 */

export interface CommentDialog {
  readonly commentId: string;
}

export interface CommentState {
  readonly nodes: readonly FlowNode[];
  readonly dialog: CommentDialog | null;
}

export type CommentAction =
  /** A new comment: added, and its dialog opened. */
  | { readonly type: 'commentCreated'; readonly comment: GraphComment }
  | { readonly type: 'openCommentDialog'; readonly id: string }
  /** `text` when the dialog saved; closing with the comment's text empty deletes the comment. */
  | { readonly type: 'closeCommentDialog'; readonly text?: string }
  | { readonly type: 'commentMoved'; readonly id: string; readonly position: { x: number; y: number } }
  | { readonly type: 'commentSelected'; readonly id: string }
  | { readonly type: 'commentUnselected'; readonly id: string }
  | { readonly type: 'deleteComment'; readonly id: string };

export const COMMENT_ACTIONS: readonly CommentAction['type'][] = [
  'commentCreated',
  'openCommentDialog',
  'closeCommentDialog',
  'commentMoved',
  'commentSelected',
  'commentUnselected',
  'deleteComment',
];

export function isCommentAction(action: { readonly type: string }): action is CommentAction {
  return (COMMENT_ACTIONS as readonly string[]).includes(action.type);
}

export function findComment(nodes: readonly FlowNode[], id: string): CommentFlowNode | undefined {
  for (const node of nodes) if (isCommentNode(node) && node.data.comment.id === id) return node;
  return undefined;
}

export function commentCount(nodes: readonly FlowNode[]): number {
  let count = 0;
  for (const node of nodes) if (isCommentNode(node)) count += 1;
  return count;
}

/** Whether the comment dialog's Save is enabled (§5): the trimmed text is not empty and it changed. */
export function canSaveComment(stored: string, draft: string): boolean {
  return draft.trim() !== '' && draft !== stored;
}

function update<S extends CommentState>(
  state: S,
  id: string,
  change: (node: CommentFlowNode) => CommentFlowNode,
): S {
  let changed = false;
  const nodes = state.nodes.map((node) => {
    if (!isCommentNode(node) || node.data.comment.id !== id) return node;
    const next = change(node);
    if (next !== node) changed = true;
    return next;
  });
  return changed ? { ...state, nodes } : state;
}

function remove<S extends CommentState>(state: S, id: string): S {
  const nodes = state.nodes.filter((node) => !isCommentNode(node) || node.data.comment.id !== id);
  const dialog = state.dialog?.commentId === id ? null : state.dialog;
  return nodes.length === state.nodes.length && dialog === state.dialog ? state : { ...state, nodes, dialog };
}

export function commentReducer<S extends CommentState>(state: S, action: CommentAction): S {
  switch (action.type) {
    case 'commentCreated': {
      if (findComment(state.nodes, action.comment.id)) return state;
      if (commentCount(state.nodes) >= GRAPH_LIMITS.comments) return state;
      const node = { ...commentFlowNode(action.comment), selected: true };
      return { ...state, nodes: [...state.nodes, node], dialog: { commentId: action.comment.id } };
    }
    case 'openCommentDialog':
      return findComment(state.nodes, action.id) ? { ...state, dialog: { commentId: action.id } } : state;
    case 'closeCommentDialog': {
      const open = state.dialog;
      if (!open) return state;
      const { text } = action;
      let next: S =
        text === undefined
          ? state
          : update(state, open.commentId, (node) =>
              node.data.comment.text === text
                ? node
                : {
                    ...node,
                    data: {
                      ...node.data,
                      comment: { ...node.data.comment, text: text.slice(0, GRAPH_LIMITS.commentText) },
                    },
                  },
            );
      const comment = findComment(next.nodes, open.commentId);
      if (comment && comment.data.comment.text.trim() === '') next = remove(next, open.commentId);
      return { ...next, dialog: null };
    }
    case 'commentMoved':
      return update(state, action.id, (node) =>
        node.position.x === action.position.x && node.position.y === action.position.y
          ? node
          : { ...node, position: { x: action.position.x, y: action.position.y } },
      );
    case 'commentSelected':
      return update(state, action.id, (node) => (node.selected ? node : { ...node, selected: true }));
    case 'commentUnselected':
      return update(state, action.id, (node) => (node.selected ? { ...node, selected: false } : node));
    case 'deleteComment':
      return remove(state, action.id);
  }
}
