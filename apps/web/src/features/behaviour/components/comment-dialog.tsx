import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { GRAPH_LIMITS, type GraphComment } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSaveComment } from '../model/comments.ts';

interface CommentDialogProps {
  /** The comment being written or edited; null: closed. */
  comment: GraphComment | null;
  readOnly: boolean;
  /** `text`: saved; without: closed (a comment still without text is then deleted). */
  onClose(text?: string): void;
}

/**
 * The comment dialog (spec §2, §4, §5): "New comment" while the comment has no text, "Edit comment"
 * otherwise; Save is disabled while the trimmed text is empty or unchanged. Closing a comment that has no
 * text deletes it. Test ids: `graph-comment-dialog`, `graph-comment-text`, `graph-comment-save`,
 * `graph-comment-cancel`.
 */
export function CommentDialog({ comment, readOnly, onClose }: CommentDialogProps) {
  const { t } = useTranslation();
  const title = comment?.text ? t('behaviour.comment.edit_title') : t('behaviour.comment.new_title');
  return (
    <Modal.Root opened={comment !== null} onClose={() => onClose()} size="lg" centered>
      <Modal.Overlay />
      {/* nokey: the canvas' keys (xyflow listens on the document) leave the dialog alone. */}
      <Modal.Content className="nokey" data-testid="graph-comment-dialog" aria-label={title}>
        <Modal.Header>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('behaviour.close')} data-testid="graph-comment-close" />
        </Modal.Header>
        <Modal.Body>
          {comment ? (
            <CommentForm key={comment.id} comment={comment} readOnly={readOnly} onClose={onClose} />
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function CommentForm({
  comment,
  readOnly,
  onClose,
}: {
  comment: GraphComment;
  readOnly: boolean;
  onClose(text?: string): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(comment.text);
  const savable = !readOnly && canSaveComment(comment.text, draft);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (savable) onClose(draft);
      }}
    >
      <Stack gap="md">
        <Textarea
          label={t('behaviour.comment.label')}
          placeholder={t('behaviour.comment.placeholder')}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={GRAPH_LIMITS.commentText}
          value={draft}
          readOnly={readOnly}
          data-autofocus
          description={t('behaviour.comment.length', { length: draft.length, max: GRAPH_LIMITS.commentText })}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter saves; Ctrl/Cmd+S belongs to the page behaviour dialog.
            if ((event.ctrlKey || event.metaKey) && event.key === 'Enter' && savable) {
              event.preventDefault();
              onClose(draft);
            }
          }}
          data-testid="graph-comment-text"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose()} data-testid="graph-comment-cancel">
            {t('behaviour.comment.cancel')}
          </Button>
          {readOnly ? null : (
            <Button type="submit" disabled={!savable} data-testid="graph-comment-save">
              {t('behaviour.comment.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
