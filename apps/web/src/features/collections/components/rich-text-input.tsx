import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextInputProps {
  label: string;
  description?: string | null;
  required: boolean;
  error?: string | null;
  /** HTML; the server keeps paragraphs, h2–h4, bold, italic, underline, strike, code, quotes, lists, rules, links. */
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** A reader's view: the text without the toolbar. */
  readOnly?: boolean;
  testId: string;
}

/** A rich text field: Mantine's Tiptap editor with what the server keeps (no code blocks, no h1, no colours). */
export function RichTextInput({
  label,
  description,
  required,
  error,
  value,
  onChange,
  disabled,
  readOnly = false,
  testId,
}: RichTextInputProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const wrapperId = useId();
  // Required, invalid, read-only and the help and error that describe it, kept on the editable area as they change.
  const attributes = useMemo(
    (): Record<string, string> => ({
      'aria-labelledby': labelId,
      // The help and the error (Input.Wrapper's ids, made from wrapperId) are read with the text.
      ...(description || error
        ? {
            'aria-describedby': [
              description ? `${wrapperId}-description` : '',
              error ? `${wrapperId}-error` : '',
            ]
              .filter(Boolean)
              .join(' '),
          }
        : {}),
      'aria-multiline': 'true',
      role: 'textbox',
      ...(required ? { 'aria-required': 'true' } : {}),
      ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      ...(error ? { 'aria-invalid': 'true' } : {}),
    }),
    [labelId, wrapperId, description, error, required, readOnly],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, codeBlock: false, link: false }),
      Link.configure({ openOnClick: false, autolink: true }),
    ],
    content: value,
    editable: !disabled && !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  useEffect(() => {
    editor?.setEditable(!disabled && !readOnly);
  }, [editor, disabled, readOnly]);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  const labels = useMemo(
    () => ({
      boldControlLabel: t('collections.rich_text.bold'),
      italicControlLabel: t('collections.rich_text.italic'),
      underlineControlLabel: t('collections.rich_text.underline'),
      strikeControlLabel: t('collections.rich_text.strike'),
      clearFormattingControlLabel: t('collections.rich_text.clear'),
      h2ControlLabel: t('collections.rich_text.h2'),
      h3ControlLabel: t('collections.rich_text.h3'),
      h4ControlLabel: t('collections.rich_text.h4'),
      bulletListControlLabel: t('collections.rich_text.bullet_list'),
      orderedListControlLabel: t('collections.rich_text.ordered_list'),
      blockquoteControlLabel: t('collections.rich_text.quote'),
      codeControlLabel: t('collections.rich_text.code'),
      hrControlLabel: t('collections.rich_text.rule'),
      linkControlLabel: t('collections.rich_text.link'),
      unlinkControlLabel: t('collections.rich_text.unlink'),
      linkEditorInputLabel: t('collections.rich_text.link_address'),
      linkEditorInputPlaceholder: 'https://example.com/',
      linkEditorExternalLink: t('collections.rich_text.link_external'),
      linkEditorInternalLink: t('collections.rich_text.link_internal'),
      linkEditorSave: t('collections.rich_text.link_save'),
      undoControlLabel: t('collections.rich_text.undo'),
      redoControlLabel: t('collections.rich_text.redo'),
    }),
    [t],
  );

  return (
    <Input.Wrapper
      id={wrapperId}
      label={<span id={labelId}>{label}</span>}
      description={description}
      required={required}
      error={error}
      data-testid={testId}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={6}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        {/* Sticks under the drawer's header (60 px) while a long text scrolls. */}
        {readOnly ? null : (
          <RichTextEditor.Toolbar sticky stickyOffset={60}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.Code />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={readOnly ? 80 : 160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
