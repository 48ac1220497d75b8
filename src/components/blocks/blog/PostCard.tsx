import type { PostCardModel } from '@/lib/posts/types';

export interface PostCardLabels {
  /** Screen-reader hint after the title: '(opens in a new tab)'. */
  newTab: string;
  /** Accessible name of the category list. */
  categories: string;
  /** Shown on the placeholder of a post without a featured image (when it has no category). */
  noImage: string;
}

/**
 * A blog post card: featured image with its real dimensions,
 * categories, title, en-US date and the cut excerpt. Article links open in a new tab;
 * the hint is read out. A plain component: the server lists and the islands render the same markup.
 */
export function PostCard({ post, labels, headingLevel = 'h3', priority = false }: { post: PostCardModel; labels: PostCardLabels; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  const Title = headingLevel;
  return (
    <article lang={post.lang} className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-[40/21] overflow-hidden bg-muted">
        {post.image ? (
          <img
            src={post.image.url}
            alt={post.image.alt}
            width={post.image.width ?? 1200}
            height={post.image.height ?? 630}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <div aria-hidden="true" className="flex h-full items-center justify-center bg-gradient-to-br from-brand to-brand-dark px-6 text-center text-2xl font-bold tracking-wide text-white/90">
            {post.categories[0]?.name ?? labels.noImage}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.categories.length ? (
          <ul className="relative z-10 flex flex-wrap gap-2 text-xs font-semibold uppercase tracking-wide" aria-label={labels.categories}>
            {post.categories.map((category) => (
              <li key={category.slug}>
                <a href={category.href} className="rounded-full bg-muted px-2.5 py-1 text-brand-dark hover:bg-brand hover:text-white">
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <Title className="text-lg leading-snug sm:text-xl">
          <a href={post.href} className="text-heading after:absolute after:inset-0 after:content-[''] hover:text-brand hover:underline">
            {post.title}
            <span className="sr-only"> {labels.newTab}</span>
          </a>
        </Title>
        <p className="text-sm text-slate-700">
          <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
        {post.excerpt ? <p className="text-base text-ink">{post.excerpt}</p> : null}
      </div>
    </article>
  );
}
