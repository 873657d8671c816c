// The notice editor: TipTap (ProseMirror) with the blocks the server keeps (docs: lib/sanitize-html.ts on
// the server) — bold, italic, two heading levels, lists, quotes and links — and a toolbar for them. Code
// blocks and inline code are left out: the server would strip them. The HTML goes out on every change.
import { useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { noticeHtmlClassName } from '@/components/notice-html/notice-html';
import { cn } from '@/lib/cn';
import { LinkDialog } from './link-dialog';
import styles from './rich-text-editor.module.css';

type RichTextEditorProps = {
  /** The HTML the editor starts from; later changes of the prop are ignored (remount with a key). */
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  isInvalid?: boolean;
};

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

type Tool = {
  key: string;
  label: string;
  name: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const TOOLS: readonly Tool[] = [
  {
    key: 'bold',
    label: 'B',
    name: '굵게',
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'I',
    name: '기울임',
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'h2',
    label: '제목',
    name: '본문 제목',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    label: '소제목',
    name: '소제목',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bullet',
    label: '• 목록',
    name: '글머리 기호 목록',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'ordered',
    label: '1. 목록',
    name: '번호 목록',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'quote',
    label: '인용',
    name: '인용문',
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

export function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  isInvalid,
}: RichTextEditorProps) {
  const [isLinkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editorProps: {
      attributes: {
        class: cn(noticeHtmlClassName, styles.surface),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      tools: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.isActive(current)])),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  return (
    <div className={cn(styles.editor, isInvalid && styles.invalid)}>
      <div className={styles.toolbar} role="toolbar" aria-label="서식" aria-controls={labelledBy}>
        {TOOLS.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={cn(styles.tool, styles[tool.key], active.tools[tool.key] && styles.on)}
            aria-label={tool.name}
            aria-pressed={active.tools[tool.key] ?? false}
            title={tool.name}
            onClick={() => tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          className={cn(styles.tool, active.link && styles.on)}
          aria-pressed={active.link}
          aria-haspopup="dialog"
          title="링크"
          onClick={() => setLinkOpen(true)}
        >
          링크
        </button>
        <span className={styles.divider} aria-hidden="true" />
        <button
          type="button"
          className={styles.tool}
          aria-label="되돌리기"
          title="되돌리기"
          disabled={!active.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        >
          ↶
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label="다시 실행"
          title="다시 실행"
          disabled={!active.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        >
          ↷
        </button>
      </div>
      <EditorContent editor={editor} className={styles.content} />
      {isLinkOpen ? (
        <LinkDialog
          href={active.href}
          onApply={(href) => {
            const chain = editor.chain().focus();
            if (editor.state.selection.empty && !active.link) {
              chain
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            } else {
              chain.extendMarkRange('link').setLink({ href }).run();
            }
          }}
          onRemove={
            active.link ? () => editor.chain().focus().extendMarkRange('link').unsetLink().run() : undefined
          }
          onClose={() => setLinkOpen(false)}
        />
      ) : null}
    </div>
  );
}
