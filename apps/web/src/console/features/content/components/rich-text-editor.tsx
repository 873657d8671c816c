// The notice editor: TipTap (ProseMirror) with the blocks the server keeps (docs: lib/sanitize-html.ts on
// the server) — bold, italic, two heading levels, lists, quotes and links — and a toolbar for them. Code
// blocks and inline code are left out: the server would strip them. The HTML goes out on every change.
import { useState, type ButtonHTMLAttributes } from 'react';
import { EditorContent, useEditor, useEditorState, type ChainedCommands } from '@tiptap/react';
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

/**
 * A toolbar button: on while `type` (with `attrs`) is where the cursor is; a click focuses the text and
 * toggles it.
 */
type Tool = {
  key: string;
  label: string;
  name: string;
  type: string;
  attrs?: Record<string, unknown>;
  toggle: (chain: ChainedCommands) => ChainedCommands;
};

const heading = (level: 2 | 3, label: string, name: string): Tool => ({
  key: `h${level}`,
  label,
  name,
  type: 'heading',
  attrs: { level },
  toggle: (c) => c.toggleHeading({ level }),
});

const TOOLS: readonly Tool[] = [
  { key: 'bold', label: 'B', name: '굵게', type: 'bold', toggle: (c) => c.toggleBold() },
  { key: 'italic', label: 'I', name: '기울임', type: 'italic', toggle: (c) => c.toggleItalic() },
  heading(2, '제목', '본문 제목'),
  heading(3, '소제목', '소제목'),
  {
    key: 'bullet',
    label: '• 목록',
    name: '글머리 기호 목록',
    type: 'bulletList',
    toggle: (c) => c.toggleBulletList(),
  },
  {
    key: 'ordered',
    label: '1. 목록',
    name: '번호 목록',
    type: 'orderedList',
    toggle: (c) => c.toggleOrderedList(),
  },
  { key: 'quote', label: '인용', name: '인용문', type: 'blockquote', toggle: (c) => c.toggleBlockquote() },
];

/** A toolbar button, named by its label and tooltip (`name`). */
function ToolButton({
  name,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { name: string }) {
  return (
    <button type="button" className={cn(styles.tool, className)} aria-label={name} title={name} {...props} />
  );
}

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
      tools: Object.fromEntries(TOOLS.map((tool) => [tool.key, current.isActive(tool.type, tool.attrs)])),
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
          <ToolButton
            key={tool.key}
            name={tool.name}
            className={cn(styles[tool.key], active.tools[tool.key] && styles.on)}
            aria-pressed={active.tools[tool.key] ?? false}
            onClick={() => tool.toggle(editor.chain().focus()).run()}
          >
            {tool.label}
          </ToolButton>
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
        <ToolButton
          name="되돌리기"
          disabled={!active.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        >
          ↶
        </ToolButton>
        <ToolButton
          name="다시 실행"
          disabled={!active.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        >
          ↷
        </ToolButton>
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
