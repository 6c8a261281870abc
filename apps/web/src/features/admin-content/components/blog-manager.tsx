import { Suspense, lazy, useState } from 'react';

import { BLOG_CATEGORIES } from '@landed/shared/constants';
import type { AdminBlogPost, BlogPostBody } from '@landed/shared/schemas/admin-content';
import { blogPostBodySchema } from '@landed/shared/schemas/admin-content';

import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { TranslatedField } from '#web/components/ui/translation-tabs.tsx';
import {
  TRANSLATION_TEXTS,
  TranslationTabs,
  translatedTexts,
  useTranslations,
} from '#web/components/ui/translation-tabs.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatCalendarDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreateBlogPost } from '#web/features/admin-content/api/create-blog-post.ts';
import { useDeleteBlogPost } from '#web/features/admin-content/api/delete-blog-post.ts';
import { useBlogPosts } from '#web/features/admin-content/api/get-blog-posts.ts';
import { useUpdateBlogPost } from '#web/features/admin-content/api/update-blog-post.ts';

const Markdown = lazy(() =>
  import('#web/components/ui/markdown.tsx').then((m) => ({ default: m.Markdown })),
);

type TextKey = Exclude<keyof Draft, 'published'>;
type Draft = {
  title: string;
  slug: string;
  summary: string;
  content: string;
  category: string;
  author: string;
  date: string;
  thumbnail: string;
  tags: string;
  published: boolean;
};

const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

const today = () => new Date().toISOString().slice(0, 10);

// The form's fields only: the body refuses the post's other keys (_id, translations, dates).
const toDraft = (post: AdminBlogPost | null): Draft =>
  post
    ? {
        title: post.title,
        slug: post.slug,
        summary: post.summary,
        content: post.content,
        category: post.category,
        author: post.author,
        date: post.date,
        thumbnail: post.thumbnail,
        tags: post.tags.join(', '),
        published: post.published,
      }
    : {
        title: '',
        slug: '',
        summary: '',
        content: '',
        category: 'Checklist',
        author: '',
        date: today(),
        thumbnail: '',
        tags: '',
        published: false,
      };

// Comma-separated tags: split, trimmed, empty items dropped (DECISIONS).
const toBody = (draft: Draft): BlogPostBody => ({
  ...draft,
  category: draft.category as BlogPostBody['category'],
  tags: draft.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean),
});

// What a student reads of a post in their language (issue 18), with the English the form
// has now. The body is markdown, as long as the English.
const translatedFields = (english: Draft): TranslatedField[] => {
  const text = translatedTexts(english);
  return [
    text('title', { label: 'Title', kind: 'text', wide: true }),
    text('summary', { label: 'Summary', kind: 'textarea', wide: true }),
    text('content', { label: 'Content (markdown)', kind: 'textarea', rows: 12, wide: true }),
  ];
};

// Above the fields, a tab per language for the translations, saved with the English.
function PostEditor({ post, onDone }: { post: AdminBlogPost | null; onDone: () => void }) {
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  // An editor either adds a post or edits one, for as long as it is open.
  const save = post ? update : create;
  const [draft, setDraft] = useState<Draft>(() => toDraft(post));
  const [preview, setPreview] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = translatedFields(draft);
  const translations = useTranslations({ stored: post?.translations ?? {}, fields });
  const set = (key: TextKey) => (event: { target: { value: string } }) =>
    setDraft((d) => ({
      ...d,
      [key]: event.target.value,
      ...(key === 'title' && !post ? { slug: slugify(event.target.value) } : {}),
    }));
  // What a text box of the post needs: its value, its change and its error.
  const field = (key: TextKey) => ({ value: draft[key], onChange: set(key), error: errors[key] });

  const submit = () => {
    const checked = blogPostBodySchema.safeParse(toBody(draft));
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])),
      );
      // The refused fields are the English ones: show them.
      translations.setLocale('en');
      return;
    }
    setErrors({});
    const body: BlogPostBody = {
      ...toBody(draft),
      translations: translations.value(fields) as BlogPostBody['translations'],
    };
    const options = {
      onSuccess: () => {
        toast.success(post ? 'Post saved.' : 'Post added.');
        onDone();
      },
    };
    if (post) update.mutate({ id: post._id, body }, options);
    else create.mutate(body, options);
  };

  return (
    <div className="space-y-4">
      <TranslationTabs
        state={translations}
        fields={fields}
        texts={TRANSLATION_TEXTS}
        panelClassName="space-y-4"
      >
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Title" {...field('title')} />
          <TextField label="Slug" {...field('slug')} hint="The address: /blog/your-slug" />
          <div>
            <label htmlFor="post-category" className="block text-sm font-medium text-slate-800">
              Category
            </label>
            <select
              id="post-category"
              value={draft.category}
              onChange={set('category')}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            >
              {BLOG_CATEGORIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
          <TextField label="Author" {...field('author')} />
          <TextField label="Date" type="date" {...field('date')} />
          <TextField
            label="Thumbnail"
            {...field('thumbnail')}
            hint="/images/blog/name.svg or an https:// link"
          />
          <TextField label="Tags (comma separated)" {...field('tags')} className="md:col-span-2" />
          <TextArea label="Summary" {...field('summary')} className="md:col-span-2" />
        </div>
        <div>
          <div className="flex items-center justify-between">
            <span className="text-sm font-medium text-slate-800">Content (markdown)</span>
            <Button
              variant="ghost"
              className="px-2 py-1"
              onClick={() => setPreview((p) => !p)}
              aria-pressed={preview}
            >
              {preview ? 'Edit' : 'Preview'}
            </Button>
          </div>
          {preview ? (
            <div
              className="mt-1 max-h-96 overflow-y-auto rounded-md border border-slate-200 p-4"
              data-testid="markdown-preview"
            >
              <Suspense fallback={<Loading />}>
                <Markdown>{draft.content}</Markdown>
              </Suspense>
            </div>
          ) : (
            <TextArea
              label="Content"
              className="[&>label]:sr-only"
              rows={12}
              {...field('content')}
            />
          )}
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={draft.published}
            onChange={(e) => setDraft((d) => ({ ...d, published: e.target.checked }))}
          />
          Published
        </label>
      </TranslationTabs>
      {save.isError && <Alert>{errorMessage(save.error, 'Failed to save the post.')}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </div>
  );
}

export function BlogManager({ readOnly }: { readOnly: boolean }) {
  const blog = useBlogPosts();
  const update = useUpdateBlogPost();
  const remove = useDeleteBlogPost();
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);
  return (
    <section aria-labelledby="blog-title" className="space-y-4">
      <div className="flex items-center justify-between">
        <h3 id="blog-title" className="text-lg font-semibold text-slate-900">
          Blog posts
        </h3>
        {!readOnly && <Button onClick={() => setEditing('new')}>Add post</Button>}
      </div>
      <QueryState query={blog}>
        {(data) => (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {data.posts.map((post) => (
              <li key={post._id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-slate-900">{post.title}</span>
                  <span className="block text-xs text-slate-600">
                    {post.category} · {formatCalendarDate(post.date)} · /blog/{post.slug}
                  </span>
                </span>
                <Badge tone={post.published ? 'green' : 'slate'}>
                  {post.published ? 'Published' : 'Draft'}
                </Badge>
                {!readOnly && (
                  <span className="flex gap-1.5">
                    <Button
                      variant="secondary"
                      className="px-2.5 py-1"
                      onClick={() => setEditing(post)}
                      aria-label={`Edit ${post.title}`}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="secondary"
                      className="px-2.5 py-1"
                      disabled={update.isPending}
                      onClick={() =>
                        update.mutate(
                          {
                            id: post._id,
                            body: toBody({ ...toDraft(post), published: !post.published }),
                          },
                          {
                            onError: (error) =>
                              toast.error(errorMessage(error, 'Failed to save the post.')),
                          },
                        )
                      }
                    >
                      {post.published ? 'Unpublish' : 'Publish'}
                    </Button>
                    <Button
                      variant="danger"
                      className="px-2.5 py-1"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (!window.confirm('Are you sure you want to delete this post?')) return;
                        remove.mutate(post._id, {
                          onSuccess: () => toast.success('Post deleted.'),
                          onError: (error) =>
                            toast.error(errorMessage(error, 'Failed to delete the post.')),
                        });
                      }}
                      aria-label={`Delete ${post.title}`}
                    >
                      Delete
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add post' : 'Edit post'}
        size="xl"
      >
        {editing !== null && (
          <PostEditor post={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Dialog>
    </section>
  );
}
