/** View models of the posts capability: JSON-safe, shared by server components, islands and GET /api/posts. */
export interface PostImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface CategoryLink {
  name: string;
  slug: string;
  href: string;
}

/** A blog card as every list shows it (hub grid, cards list, carousel). */
export interface PostCardModel {
  id: string;
  title: string;
  /** The excerpt as plain text, cut after 85 characters (see cutExcerpt). */
  excerpt: string;
  href: string;
  /** ISO date and its en-US label. */
  date: string;
  dateLabel: string;
  categories: CategoryLink[];
  image: PostImage | null;
  /** <html lang> of the post's language. */
  lang: string;
}

/** One cursor page as GET /api/posts answers it. */
export interface PostBatch {
  posts: PostCardModel[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}
