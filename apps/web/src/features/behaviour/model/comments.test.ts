import { GRAPH_LIMITS, type GraphComment } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { type CommentState, canSaveComment, commentReducer, findComment } from './comments.ts';
import { commentFlowNode, newNode } from './flow.ts';
import { EN } from './test-fixtures.ts';

const comment = (id: string, text = '', extra: Partial<GraphComment> = {}): GraphComment => ({
  id,
  text,
  link: null,
  position: { x: 0, y: 0 },
  ...extra,
});

const start = (...comments: GraphComment[]): CommentState => ({
  nodes: [newNode('Add', 'add', { x: 0, y: 0 }, EN)!, ...comments.map(commentFlowNode)],
  dialog: null,
});

const textOf = (state: CommentState, id: string) => findComment(state.nodes, id)?.data.comment.text;

describe('commentReducer', () => {
  it('commentCreated adds the comment, selected, and opens its dialog', () => {
    const state = commentReducer(start(), {
      type: 'commentCreated',
      comment: comment('c', '', { link: 'add' }),
    });
    const created = findComment(state.nodes, 'c')!;
    expect(created).toMatchObject({ id: 'comment:c', type: 'comment', selected: true });
    expect(created.data.comment.link).toBe('add');
    expect(state.dialog).toEqual({ commentId: 'c' });
  });

  it('commentCreated does not add a comment twice, nor beyond the limit', () => {
    const once = commentReducer(start(comment('c')), { type: 'commentCreated', comment: comment('c') });
    expect(once.nodes).toHaveLength(2);
    const full = start(...Array.from({ length: GRAPH_LIMITS.comments }, (_, i) => comment(`c${i}`, 'x')));
    expect(commentReducer(full, { type: 'commentCreated', comment: comment('new') })).toBe(full);
  });

  it('closeCommentDialog with a text saves it', () => {
    const created = commentReducer(start(), { type: 'commentCreated', comment: comment('c') });
    const saved = commentReducer(created, { type: 'closeCommentDialog', text: 'Remember the button' });
    expect(textOf(saved, 'c')).toBe('Remember the button');
    expect(saved.dialog).toBeNull();
  });

  it('closeCommentDialog without saving deletes a comment that has no text', () => {
    const created = commentReducer(start(), { type: 'commentCreated', comment: comment('c') });
    const closed = commentReducer(created, { type: 'closeCommentDialog' });
    expect(findComment(closed.nodes, 'c')).toBeUndefined();
    expect(closed.dialog).toBeNull();
    expect(closed.nodes).toHaveLength(1);
  });

  it('closeCommentDialog without saving keeps an existing text', () => {
    const opened = commentReducer(start(comment('c', 'Keep me')), { type: 'openCommentDialog', id: 'c' });
    expect(opened.dialog).toEqual({ commentId: 'c' });
    const closed = commentReducer(opened, { type: 'closeCommentDialog' });
    expect(textOf(closed, 'c')).toBe('Keep me');
    expect(closed.dialog).toBeNull();
  });

  it('closeCommentDialog cuts a text to the limit', () => {
    const opened = commentReducer(start(comment('c', 'x')), { type: 'openCommentDialog', id: 'c' });
    const saved = commentReducer(opened, { type: 'closeCommentDialog', text: 'y'.repeat(6000) });
    expect(textOf(saved, 'c')).toHaveLength(GRAPH_LIMITS.commentText);
  });

  it('openCommentDialog ignores an unknown comment; closeCommentDialog without a dialog does nothing', () => {
    const state = start(comment('c', 'x'));
    expect(commentReducer(state, { type: 'openCommentDialog', id: 'nope' })).toBe(state);
    expect(commentReducer(state, { type: 'closeCommentDialog' })).toBe(state);
  });

  it('commentMoved moves it; the same place changes nothing', () => {
    const state = start(comment('c', 'x'));
    const moved = commentReducer(state, { type: 'commentMoved', id: 'c', position: { x: 10, y: 20 } });
    expect(findComment(moved.nodes, 'c')?.position).toEqual({ x: 10, y: 20 });
    expect(commentReducer(moved, { type: 'commentMoved', id: 'c', position: { x: 10, y: 20 } })).toBe(moved);
  });

  it('commentSelected and commentUnselected toggle its selection', () => {
    const state = start(comment('c', 'x'));
    const selected = commentReducer(state, { type: 'commentSelected', id: 'c' });
    expect(findComment(selected.nodes, 'c')?.selected).toBe(true);
    expect(commentReducer(selected, { type: 'commentSelected', id: 'c' })).toBe(selected);
    const unselected = commentReducer(selected, { type: 'commentUnselected', id: 'c' });
    expect(findComment(unselected.nodes, 'c')?.selected).toBe(false);
  });

  it('deleteComment removes it and closes its dialog', () => {
    const opened = commentReducer(start(comment('c', 'x'), comment('d', 'y')), {
      type: 'openCommentDialog',
      id: 'c',
    });
    const deleted = commentReducer(opened, { type: 'deleteComment', id: 'c' });
    expect(findComment(deleted.nodes, 'c')).toBeUndefined();
    expect(findComment(deleted.nodes, 'd')).toBeDefined();
    expect(deleted.dialog).toBeNull();
    expect(commentReducer(deleted, { type: 'deleteComment', id: 'c' })).toBe(deleted);
  });

  it('leaves graph nodes alone', () => {
    const state = start(comment('c', 'x'));
    const moved = commentReducer(state, { type: 'commentMoved', id: 'c', position: { x: 1, y: 1 } });
    expect(moved.nodes[0]).toBe(state.nodes[0]);
  });
});

describe('canSaveComment', () => {
  it('needs a text, not blank, and changed', () => {
    expect(canSaveComment('', '')).toBe(false);
    expect(canSaveComment('', '   ')).toBe(false);
    expect(canSaveComment('same', 'same')).toBe(false);
    expect(canSaveComment('', 'new')).toBe(true);
    expect(canSaveComment('old', 'new')).toBe(true);
  });
});
