import { createPortal } from 'react-dom';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from '../icons';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/form-field';
import { frAdmin } from '../../i18n/fr-admin';
import { isLinkAddress } from './link-address';

const t = frAdmin.richText;

type RichTextEditorProps = {
  /** The id of the field's visible label: the editing area's accessible name. */
  labelId: string;
  initialHtml: string;
  onChange: (html: string) => void;
  /** The ids of the field's hint and error message, and whether it is in error (a form's validation). */
  describedBy?: string;
  invalid?: boolean;
};

/**
 * The rich-text editor of the articles and the newsletter campaigns: Tiptap (ProseMirror) with the markup the
 * server keeps (shared/blog/server/sanitize.ts, which cleans both): section headings h2/h3, emphasis, lists,
 * links, quotes, images. Loaded only in the back-office chunks.
 */
export function RichTextEditor({ labelId, initialHtml, onChange, describedBy, invalid = false }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener noreferrer', target: null } },
        code: false,
        codeBlock: false,
      }),
      Image,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        // Options are applied again on each render (no dependencies given): these follow the form's state.
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'min-h-72 px-4 py-3 text-navy-900 focus:outline-none [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold [&_p]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:text-navy-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_img]:max-w-full',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className={`rounded-lg border bg-white focus-within:outline-2 focus-within:outline-navy-700 ${invalid ? 'border-red-700' : 'border-navy-300'}`}>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, arrows / Home / End move between
 * the buttons; each button is named and shows its state with aria-pressed.
 */
function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      quote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState(false);
  const [focused, setFocused] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => editor.chain().focus();

  const buttons: { name: string; icon: ReactNode; pressed?: boolean; disabled?: boolean; run: () => void }[] = [
    { name: t.bold, icon: <Bold />, pressed: state.bold, run: () => chain().toggleBold().run() },
    { name: t.italic, icon: <Italic />, pressed: state.italic, run: () => chain().toggleItalic().run() },
    { name: t.h2, icon: <Heading2 />, pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { name: t.h3, icon: <Heading3 />, pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { name: t.bulletList, icon: <List />, pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { name: t.orderedList, icon: <ListOrdered />, pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { name: t.link, icon: <Link2 />, pressed: state.link, run: () => setLinking(true) },
    { name: t.quote, icon: <Quote />, pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    { name: t.undo, icon: <Undo2 />, disabled: !state.canUndo, run: () => chain().undo().run() },
    { name: t.redo, icon: <Redo2 />, disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: focused + 1, ArrowLeft: focused - 1 + buttons.length, Home: 0, End: buttons.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = moves[event.key]! % buttons.length;
    setFocused(next);
    refs.current[next]?.focus();
  };

  return (
    <>
      <div role="toolbar" aria-label={t.label} onKeyDown={onKeyDown} className="flex flex-wrap gap-1 border-b border-navy-200 bg-navy-50 p-1.5">
        {buttons.map((button, index) => (
          <button
            key={button.name}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            tabIndex={index === focused ? 0 : -1}
            aria-label={button.name}
            title={button.name}
            aria-pressed={button.pressed}
            // A disabled button would drop out of the arrow order: it says so instead.
            aria-disabled={button.disabled || undefined}
            onFocus={() => setFocused(index)}
            onClick={() => !button.disabled && button.run()}
            className={`rounded-md p-2 text-navy-900 [&_svg]:size-4 ${button.pressed ? 'bg-navy-900 text-white' : 'hover:bg-navy-100'} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
          >
            <span aria-hidden="true">{button.icon}</span>
          </button>
        ))}
      </div>
      {linking && <LinkDialog editor={editor} current={editor.getAttributes('link').href as string | undefined} onClose={() => setLinking(false)} />}
    </>
  );
}

function LinkDialog({ editor, current, onClose }: { editor: Editor; current: string | undefined; onClose: () => void }) {
  const [href, setHref] = useState(current ?? 'https://');
  const [error, setError] = useState<string>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();
  const apply = () => {
    const value = href.trim();
    if (!isLinkAddress(value)) return setError(t.linkInvalid);
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    close();
  };
  // Rendered at the end of <body>: a <form> inside the editor's own <form> is invalid HTML and browsers submit
  // the wrong one. stopPropagation below keeps its submit from the outer form even where events bubble
  // through a portal (React does; Preact's follow the DOM).
  return createPortal(
    <Dialog title={t.linkDialog} closeLabel={frAdmin.common.close} onClose={onClose} dialogRef={dialogRef} className="max-w-md">
      <form
        className="space-y-4 px-6 py-4"
        onSubmit={(event) => {
          event.preventDefault();
          // Not the outer form: its submit must not save the article or the campaign too.
          event.stopPropagation();
          apply();
        }}
      >
        <TextField label={t.linkUrl} value={href} onChange={(event) => setHref(event.target.value)} error={error} autoFocus inputMode="url" />
        <div className="flex flex-wrap justify-end gap-2">
          {current && (
            <Button
              variant="subtle"
              size="md"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                close();
              }}
            >
              {t.linkRemove}
            </Button>
          )}
          <Button variant="subtle" size="md" onClick={close}>
            {frAdmin.common.cancel}
          </Button>
          <Button variant="navy" size="md" type="submit">
            {t.linkApply}
          </Button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
