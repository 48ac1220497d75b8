import type { PostCardModel } from '@/lib/posts/types';
import { PostCard, type PostCardLabels } from './PostCard';

/** Post cards in the site's grid: one column on a phone, two from md, three from lg. */
export function PostCardGrid({ posts, labels }: { posts: PostCardModel[]; labels: PostCardLabels }) {
  return (
    <ul role="list" className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
