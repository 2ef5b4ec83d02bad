import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { xml } from '@codemirror/lang-xml';
import { useComputedColorScheme } from '@mantine/core';
import CodeMirror, { EditorView, type Extension } from '@uiw/react-codemirror';
import { useMemo } from 'react';

export type CodeLanguage = 'javascript' | 'json' | 'xml';

/** Spec §2: the code editors use font size 16 and tab size 2. */
const EDITOR_FONT_SIZE = 16;
const EDITOR_TAB_SIZE = 2;

const baseTheme = EditorView.theme({
  '&': { fontSize: `${EDITOR_FONT_SIZE}px` },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-placeholder': { whiteSpace: 'pre-wrap' },
});

function languageOf(language: CodeLanguage): Extension {
  if (language === 'javascript') return javascript({ jsx: true });
  if (language === 'json') return json();
  return xml();
}

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  language: CodeLanguage;
  placeholder: string;
  label: string;
  readOnly?: boolean;
  testId: string;
}

/** One of the editor's CodeMirror tabs. Loaded lazily: CodeMirror is only needed on these screens. */
export default function CodeField({
  value,
  onChange,
  language,
  placeholder,
  label,
  readOnly,
  testId,
}: CodeFieldProps) {
  const scheme = useComputedColorScheme('light');
  const extensions = useMemo(
    () => [
      languageOf(language),
      baseTheme,
      EditorView.lineWrapping,
      // Focusable when read-only too (a starter-kit component's code): the keyboard can then scroll it.
      EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
    ],
    [language, label],
  );
  return (
    <div data-testid={testId} data-language={language}>
      <CodeMirror
        value={value}
        onChange={onChange}
        extensions={extensions}
        placeholder={placeholder}
        readOnly={readOnly}
        theme={scheme}
        minHeight="360px"
        maxHeight="60vh"
        basicSetup={{ tabSize: EDITOR_TAB_SIZE, autocompletion: false }}
        indentWithTab
      />
    </div>
  );
}
