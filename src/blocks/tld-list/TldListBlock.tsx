import type { BlockProps } from '../types';
import type { TldListAttributes } from './schema';
import { TldList } from './TldList';

export async function TldListBlock({ attributes, context }: BlockProps<TldListAttributes>) {
  return (
    <TldList locale={context.locale} heading={attributes.heading?.title} headingTag={attributes.heading?.tag === 'h1' ? 'h1' : 'h2'} limit={attributes.limit} />
  );
}
