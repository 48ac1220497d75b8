import 'server-only';
import { translationService } from './index';
import type { Language } from './languages';
import type { TranslationService } from './service';

/** Glossary and explore entries ({title, description, …}) and any list of records with text fields. */
export async function translateEntries<T extends object>(entries: readonly T[], target: Language, source: Language = 'en', service: TranslationService = translationService()): Promise<T[]> {
  return (await service.translateFields([...entries], { source, target, mode: 'json' })).value;
}
