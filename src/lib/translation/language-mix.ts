/**
 * How English a Spanish or Dutch text reads, by its common words (issue 25: "no page whose
 * common-word mix is more than 5 % English").
 *
 * The measure: the text is cut into words (runs of letters, lower-cased; apostrophes split words;
 * abbreviations in capitals, domain names, TLDs and addresses are left out).
 * A word counts as English when it is one of the ~200 most common English function words below
 * that are not also ordinary words of the target language (a, no, me, he, has, use in Spanish; in,
 * is, was, we, of, over, die, had, door, want, men in Dutch are left out of the English list). It
 * counts for the target language when it is one of that language's ~130 most common words. The
 * English share is english / (english + target); a text with no common word at all has share 0.
 * Names, brands, tier names and figures are not common words, so they weigh nothing either way: an
 * English sentence in a Spanish page moves the share by about its share of the page's sentences.
 *
 * Pure (no Node, no React): used by the e2e crawl, `npm run translations:missing` and unit tests.
 */
export type MixLanguage = 'es' | 'nl';

const ENGLISH = `
the an and or but nor if then than so because while although though unless until whether since
of to for on with at by from up about into after before under out off upon across along around
behind beyond toward towards through between without within during against above below among
this that these those there here where when which who whom whose what why how whatever whenever
you your yours we our ours us they their theirs them he him his she her hers it its my mine
myself yourself yourselves ourselves themselves itself one ones
be are were been being am have having do does did done doing
will would shall should can could may might must cannot
not yes all any each every some other another such only own same very just also both either
neither yet still even ever never always often already again now more most much many few less
least enough too quite rather almost
get gets got getting make makes made making take takes took give gives gave know knows see sees
need needs needed find finds found keep keeps kept goes went going come comes came help helps
like want wants wanted let lets put says said tell look looks looking work works working
new free first last next best better right left own way well back over
don doesn didn isn aren wasn weren won wouldn couldn shouldn haven hasn hadn
learn more read start starts started today price prices pricing buy sell selling
`;

/** Words that are also common in the target language (they count for it, never for English). */
const SHARED: Record<MixLanguage, string> = {
  es: 'a no me he has use son once come era fin solo mi',
  nl: 'in is was we of over die had door want men ben hem net wil an al let start',
};

const TARGET: Record<MixLanguage, string> = {
  es: `
de la que el en y a los del se las por un para con no una su al lo como más mas pero sus le ya o u
este sí porque esta entre cuando muy sin sobre también me hasta hay donde quien desde todo nos
durante todos uno les ni contra otros ese eso ante ellos e esto mí antes algunos qué unos yo otro
otras otra él tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo
nosotros mi mis tú te ti tu tus ellas os es son está están ser hace hacer puede pueden tiene tienen
cada según tras nuestro nuestra nuestros nuestras usted ustedes cómo dónde así solo sólo aquí ahora
siempre bien sea sean fue han ha he has hemos era ser sido tiene tener debe deben cuál cuáles
mediante hacia dentro mismo misma cuenta precio precios gratis nuevo nueva más menos todas toda
`,
  nl: `
de en van ik te dat die in een hij het niet zijn is was op aan met als voor had er maar om hem dan
zou of wat mijn men dit zo door over ze zich bij ook tot je mij uit der daar haar naar heb hoe heeft
hebben deze u want nog zal me zij nu geen omdat iets worden toch al waren veel meer doen toen moet
ben zonder kan hun dus alles onder ja eens hier wie werd altijd wordt kunnen ons zelf tegen na wil
kon niets uw iemand andere jouw jij jullie onze welke waar wanneer elke alle binnen tussen we
wij hoeveel kunt krijg krijgt gratis nieuw nieuwe prijs prijzen eerst eerste laatste beste meest
per via sinds vanaf
`,
};

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

const ENGLISH_WORDS: Record<MixLanguage, Set<string>> = {
  es: new Set([...words(ENGLISH)].filter((word) => !words(SHARED.es).has(word) && !words(TARGET.es).has(word))),
  nl: new Set([...words(ENGLISH)].filter((word) => !words(SHARED.nl).has(word) && !words(TARGET.nl).has(word))),
};
const TARGET_WORDS: Record<MixLanguage, Set<string>> = { es: words(TARGET.es), nl: words(TARGET.nl) };

/** Domain names, TLDs, URLs and e-mail addresses ('.com', 'example.co.uk', 'a@b.es') are not words. */
const MACHINE_VALUE = /\S*[.@/][\p{L}\p{N}][\p{L}\p{N}.@/_-]*/gu;

/**
 * The words of a text, lower-cased. Abbreviations in capitals ('IT', 'DNS', 'US') are not words of
 * a language, and neither are machine values.
 */
export function tokens(text: string): string[] {
  const words = text.replace(MACHINE_VALUE, ' ').match(/\p{L}+/gu) ?? [];
  return words.filter((word) => word.length < 2 || /\p{Ll}/u.test(word)).map((word) => word.toLowerCase());
}

export interface Mix {
  /** Common English words (not shared with the target language). */
  english: number;
  /** Common words of the target language. */
  target: number;
  /** english / (english + target); 0 when neither occurs. */
  share: number;
  /** The English words found, most frequent first (for reports). */
  englishWords: string[];
}

export function languageMix(text: string, language: MixLanguage): Mix {
  const english = ENGLISH_WORDS[language];
  const target = TARGET_WORDS[language];
  let englishCount = 0;
  let targetCount = 0;
  const found = new Map<string, number>();
  for (const word of tokens(text)) {
    if (target.has(word)) targetCount += 1;
    else if (english.has(word)) {
      englishCount += 1;
      found.set(word, (found.get(word) ?? 0) + 1);
    }
  }
  const total = englishCount + targetCount;
  return {
    english: englishCount,
    target: targetCount,
    share: total ? englishCount / total : 0,
    englishWords: [...found.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word),
  };
}

/** True when a short text (one text node, one attribute) reads as English rather than the target language. */
export function looksEnglish(text: string, language: MixLanguage): boolean {
  const mix = languageMix(text, language);
  return mix.english > 0 && mix.english >= mix.target;
}
