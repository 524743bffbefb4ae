import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined } from '@ant-design/icons';
import { isWebUrl } from '@nuzul/shared/cms';
import { EditorContent, Extension, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Input, Popover, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeToken } from '../../../app/use-theme-token';

/**
 * Each paragraph and heading takes the direction of its own text (`dir="auto"`, an English
 * line in an Arabic page), while lists and quotes follow the language tab: tiptap's own
 * `textDirection: 'auto'` marks every node, and a list, whose text sits in its items'
 * paragraphs, then resolves to left to right and puts an Arabic list's bullets on the left.
 */
const ParagraphDirection = Extension.create({
  name: 'paragraphDirection',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          dir: {
            default: 'auto',
            parseHTML: (element: HTMLElement) => {
              const dir = element.getAttribute('dir');
              return dir === 'rtl' || dir === 'ltr' ? dir : 'auto';
            },
            renderHTML: (attributes: { dir?: string }) => ({ dir: attributes.dir ?? 'auto' }),
          },
        },
      },
    ];
  },
});

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** The language tab's direction; each paragraph still takes its own from its text. */
  dir: 'rtl' | 'ltr';
  label: string;
  testId: string;
  /** Filled with a function that types text at the caret (a placeholder's `{{name}}`). */
  insertRef?: RefObject<((text: string) => void) | null>;
}

function ToolButton(props: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        size="small"
        type={props.active === true ? 'primary' : 'text'}
        aria-label={props.label}
        aria-pressed={props.active}
        onClick={props.onClick}
      >
        {props.children}
      </Button>
    </Tooltip>
  );
}

/** The link button: the address typed, http(s) only (the server drops any other). */
function LinkButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation('cms');
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const valid = isWebUrl(url.trim());
  const apply = () => {
    if (!valid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setUrl((editor.getAttributes('link').href as string | undefined) ?? 'https://');
      }}
      trigger="click"
      content={
        <Flex gap="small">
          <Input
            dir="ltr"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onPressEnter={apply}
            aria-label={t('editor.linkAddress')}
            status={url.trim() === '' || valid ? undefined : 'error'}
            style={{ minWidth: 220 }}
          />
          <Button type="primary" onClick={apply} disabled={!valid}>
            {t('editor.linkApply')}
          </Button>
        </Flex>
      }
    >
      <span>
        <ToolButton label={t('editor.link')} active={editor.isActive('link')} onClick={() => {}}>
          <LinkOutlined />
        </ToolButton>
      </span>
    </Popover>
  );
}

/**
 * Rich text for pages, posts and e-mail bodies (tiptap, libraries-next §9): headings, lists,
 * quotes and links; `textDirection: 'auto'` gives each paragraph the direction of its own
 * text (an English line in an Arabic page). The HTML goes to the server, which sanitises it.
 */
export function RichTextEditor({
  value,
  onChange,
  dir,
  label,
  testId,
  insertRef,
}: RichTextEditorProps) {
  const { t } = useTranslation('cms');
  const token = useThemeToken();
  // What this editor last said its value was: another value comes from outside (a reset).
  const emitted = useRef(value ?? '');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'] },
      }),
      ParagraphDirection,
    ],
    content: value ?? '',
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': testId,
        style: `min-height:180px;padding:8px 12px;outline:none`,
      },
    },
    onUpdate: ({ editor: changed }) => {
      emitted.current = changed.isEmpty ? '' : changed.getHTML();
      onChange?.(emitted.current);
    },
  });

  useEffect(() => {
    if (editor === null || (value ?? '') === emitted.current) return;
    emitted.current = value ?? '';
    editor.commands.setContent(emitted.current, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (insertRef === undefined) return;
    insertRef.current = (text) => editor?.chain().focus().insertContent(text).run();
    return () => {
      insertRef.current = null;
    };
  }, [editor, insertRef]);

  if (editor === null) return null;
  const chain = () => editor.chain().focus();
  return (
    <div
      dir={dir}
      style={{
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <Flex
        gap={2}
        wrap
        role="toolbar"
        aria-label={t('editor.toolbar')}
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <ToolButton
          label={t('editor.bold')}
          active={editor.isActive('bold')}
          onClick={() => chain().toggleBold().run()}
        >
          <BoldOutlined />
        </ToolButton>
        <ToolButton
          label={t('editor.italic')}
          active={editor.isActive('italic')}
          onClick={() => chain().toggleItalic().run()}
        >
          <ItalicOutlined />
        </ToolButton>
        {([2, 3] as const).map((level) => (
          <ToolButton
            key={level}
            label={t(`editor.heading${level}`)}
            active={editor.isActive('heading', { level })}
            onClick={() => chain().toggleHeading({ level }).run()}
          >
            {`H${level}`}
          </ToolButton>
        ))}
        <ToolButton
          label={t('editor.bulletList')}
          active={editor.isActive('bulletList')}
          onClick={() => chain().toggleBulletList().run()}
        >
          {'•'}
        </ToolButton>
        <ToolButton
          label={t('editor.orderedList')}
          active={editor.isActive('orderedList')}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <OrderedListOutlined />
        </ToolButton>
        <ToolButton
          label={t('editor.quote')}
          active={editor.isActive('blockquote')}
          onClick={() => chain().toggleBlockquote().run()}
        >
          {'❝'}
        </ToolButton>
        <LinkButton editor={editor} />
        {editor.isActive('link') && (
          <ToolButton
            label={t('editor.unlink')}
            onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          >
            {'⨯'}
          </ToolButton>
        )}
      </Flex>
      <EditorContent editor={editor} />
    </div>
  );
}
