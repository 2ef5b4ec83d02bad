/** Spec studio §4 and §9: at most 10 000 undo snapshots, and at most one per second. */
export const UNDO_LIMIT = 10_000;

/**
 * Edits of one property of one brick that follow each other with gaps shorter than this form one undo
 * step (decision 0024); any other edit starts a step of its own. The snapshot is taken at the first edit
 * of such a burst (the state before it), so undo right after an edit undoes it.
 */
export const UNDO_DEBOUNCE_MS = 1000;
