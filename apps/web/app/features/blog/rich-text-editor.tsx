import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Spinner } from '~/components/ui/spinner';
import { EditorLoading } from './editor-loading';
import { uploadImage } from './upload-image';

/**
 * The post's rich-text editor (Tiptap). It is this feature's only use of Tiptap and is loaded with
 * React.lazy when an admin opens the form, so shoppers' pages carry none of it. What it produces is
 * cleaned again by the API's allow-list on save.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: 'blog-content min-h-48 px-4 py-3 focus:outline-none',
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
    }),
  });

  if (!editor) return <EditorLoading />;

  const tools: { label: string; text: string; on: boolean; run: () => void }[] = [
    {
      label: 'Bold',
      text: 'B',
      on: active?.bold ?? false,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      label: 'Italic',
      text: 'I',
      on: active?.italic ?? false,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      label: 'Heading',
      text: 'H2',
      on: active?.h2 ?? false,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Subheading',
      text: 'H3',
      on: active?.h3 ?? false,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      label: 'Bulleted list',
      text: '•',
      on: active?.bullets ?? false,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      text: '1.',
      on: active?.numbers ?? false,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      label: 'Quote',
      text: '“',
      on: active?.quote ?? false,
      run: () => editor.chain().focus().toggleBlockquote().run(),
    },
  ];

  const insertImage = async (file: File) => {
    setUploadError(undefined);
    setUploading(true);
    const outcome = await uploadImage(file, () => {});
    setUploading(false);
    if (!outcome.ok) {
      setUploadError(outcome.message);
      return;
    }
    editor.chain().focus().setImage({ src: outcome.url, alt: '' }).run();
  };

  return (
    <div className="rounded-xl border border-stone-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/25">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 border-b border-stone-200 p-1.5"
      >
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            aria-label={tool.label}
            aria-pressed={tool.on}
            title={tool.label}
            onClick={tool.run}
            className={`min-w-9 rounded-lg px-2 py-1 text-sm font-semibold ${tool.on ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
          >
            {tool.text}
          </button>
        ))}
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          className="flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-stone-700 hover:bg-stone-100"
        >
          {uploading && <Spinner />}
          {uploading ? 'Uploading…' : 'Insert image'}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Image to insert"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void insertImage(file);
          }}
        />
      </div>
      <EditorContent editor={editor} />
      <Alert className="m-2">{uploadError}</Alert>
    </div>
  );
}
