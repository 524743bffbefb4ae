import { lazy, Suspense } from 'react';
import { CmsLoading } from './cms-loading';
import type { RichTextEditorProps } from './rich-text-editor';

// tiptap and ProseMirror are a chunk of their own, fetched when an editor is first shown:
// the lists and the other CMS screens do not download them.
const RichTextEditor = lazy(async () => ({
  default: (await import('./rich-text-editor')).RichTextEditor,
}));

/** A rich-text form control (value/onChange for a Form.Item); its editor loads lazily. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<CmsLoading />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
