import 'server-only';
import type { Category, PostSummary } from '@/lib/content/types';
import { translationService } from './index';
import type { Language } from './languages';
import type { TranslationService } from './service';

/**
 * Named content fields through the one service (post titles and excerpts, category
 * names; a post or category whose translation fails is shown untranslated). For the blog hub, the
 * glossary and explore lists and the newsletter text when those features render them; until then
 * these are the calls they make. Each keeps the original on any failure.
 */
export async function translatePostSummaries<T extends PostSummary>(posts: readonly T[], target: Language, source: Language = 'en', service: TranslationService = translationService()): Promise<T[]> {
  const texts = posts.flatMap((post) => [post.title, post.excerpt, ...post.categories.map((category) => category.name)]);
  const { texts: translated } = await service.translateTexts(texts, { source, target });
  let index = 0;
  const next = () => translated[index++]!;
  return posts.map((post) => ({ ...post, title: next(), excerpt: next(), categories: post.categories.map((category) => ({ ...category, name: next() })) }));
}

export async function translateCategories<T extends Category>(categories: readonly T[], target: Language, source: Language = 'en', service: TranslationService = translationService()): Promise<T[]> {
  const { texts } = await service.translateTexts(categories.map((category) => category.name), { source, target });
  return categories.map((category, index) => ({ ...category, name: texts[index]! }));
}

/** Glossary and explore entries ({title, description, …}) and any list of records with text fields. */
export async function translateEntries<T extends object>(entries: readonly T[], target: Language, source: Language = 'en', service: TranslationService = translationService()): Promise<T[]> {
  return (await service.translateFields([...entries], { source, target, mode: 'json' })).value;
}
