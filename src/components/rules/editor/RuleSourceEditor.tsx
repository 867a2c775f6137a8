// The CodeMirror 6 editor of a rule's source. Loaded only on the rule pages (RuleSourceField imports it with
// import()), so the rest of the console does not carry CodeMirror.
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import React, { useEffect, useRef } from 'react';

import type { FunctionDescriptor, RuleParseError } from '@/stores/rules/RulesStore';

import { ruleCompletionSource } from './ruleCompletion';
import { ruleDiagnostics } from './ruleDiagnostics';
import { ruleHighlightStyle, ruleLanguage } from './ruleLanguage';

export type RuleSourceEditorProps = {
  value: string,
  onChange: (value: string) => void,
  /** The functions offered by completion; may arrive after the editor. */
  functions: ReadonlyArray<FunctionDescriptor>,
  /** The parser's errors for `errorsSource`, shown inline. */
  errors: ReadonlyArray<RuleParseError>,
  /** The source the errors were found in; while the text differs, the marks follow the edits. */
  errorsSource: string | undefined,
  /** The id of the label naming the editor. */
  labelledBy: string,
  describedBy?: string,
  invalid?: boolean,
  readOnly?: boolean,
};

const editorTheme = EditorView.theme({
  '&': { border: '1px solid var(--bs-border-color, #dee2e6)', borderRadius: '0.375rem', fontSize: '0.875rem', backgroundColor: '#fff' },
  '&.cm-focused': { outline: '2px solid rgba(13, 110, 253, 0.5)', outlineOffset: '1px' },
  '.cm-scroller': { fontFamily: 'SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace', minHeight: '18rem', maxHeight: '36rem' },
  '.cm-content': { padding: '0.5rem 0' },
  '.cm-gutters': { backgroundColor: '#f8f9fa', borderRight: '1px solid #dee2e6' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: '#0d6efd', color: '#fff' },
});

const RuleSourceEditor = ({ value, onChange, functions, errors, errorsSource, labelledBy, describedBy, invalid = false, readOnly = false }: RuleSourceEditorProps) => {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>();
  const latest = useRef({ onChange, functions });
  latest.current = { onChange, functions };

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current as HTMLDivElement,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          ruleLanguage,
          syntaxHighlighting(ruleHighlightStyle),
          autocompletion({ override: [ruleCompletionSource(() => latest.current.functions)], icons: false }),
          lintGutter(),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, ...lintKeymap]),
          EditorView.lineWrapping,
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          editorTheme,
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is created once; later values arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value set from outside (a loaded rule, a reset) replaces the text; the user's own typing is already there.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const text = editor.state.doc.toString();
    // Errors found in an older text would land in the wrong places: the marks already shown follow the edits
    // (CodeMirror maps them) until the parse of the current text answers.
    if (errorsSource !== undefined && errorsSource !== text) return;
    editor.dispatch(setDiagnostics(editor.state, ruleDiagnostics(text, errors)));
  }, [errors, errorsSource]);

  useEffect(() => {
    const content = view.current?.contentDOM;
    if (!content) return;
    content.setAttribute('aria-labelledby', labelledBy);
    content.setAttribute('aria-invalid', String(invalid));
    if (describedBy) content.setAttribute('aria-describedby', describedBy);
    else content.removeAttribute('aria-describedby');
  }, [labelledBy, describedBy, invalid]);

  return <div ref={host} className="rule-source-editor" data-testid="rule-source-editor" />;
};

export default RuleSourceEditor;
