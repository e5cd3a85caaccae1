import type { MaterialLanguage } from '@mnemo/domain/languages';
import type { DocumentAnalysis, SentenceInfo } from './analyze-material.ts';
import { stemWord, tokenizeWithOffsets } from './nlp/language.ts';

/*
 * A false true/false statement where the material gives no sibling term to swap (ADR 147): a clear
 * claim said the other way — its negation dropped ("An equity deal is not a convertible note." →
 * "… is a convertible note."), or one word of a closed polar pair said as its opposite
 * ("increases" → "decreases", "independientes" → "dependientes", "finito" → "infinito"). Only in
 * the claim's main clause (never inside its "if" clause), only where the claim holds for the
 * whole of its subject (no "some", "often", "can": "Some paths are not allowed" stays true said
 * the other way), never where the sentence already names both words of the pair, and never where
 * the material says much the same with the opposite word (then it may be true).
 */

/** One word of a closed pair and its opposite, both ways, every form listed (gender and number agree). */
function pairs(list: string): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const entry of list.trim().split(/\s+/u)) {
    const [a, b] = entry.split('/');
    if (!a || !b) continue;
    map.set(a, b);
    map.set(b, a);
  }
  return map;
}

/** The polar pairs a teacher reads as plainly opposite, in each language (with all their forms). */
const POLAR: Partial<Record<MaterialLanguage, ReadonlyMap<string, string>>> = {
  en: pairs(`increase/decrease increases/decreases increased/decreased increasing/decreasing higher/lower
    highest/lowest larger/smaller largest/smallest faster/slower maximum/minimum maximal/minimal always/never
    dominant/recessive beneficial/deleterious positive/negative positively/negatively independent/dependent
    finite/infinite convergent/divergent converges/diverges continuous/discontinuous stable/unstable
    homozygous/heterozygous exothermic/endothermic`),
  es: pairs(`aumenta/disminuye aumentan/disminuyen mayor/menor mayores/menores máximo/mínimo máxima/mínima
    máximos/mínimos máximas/mínimas superior/inferior superiores/inferiores
    independiente/dependiente independientes/dependientes finito/infinito finita/infinita finitos/infinitos
    finitas/infinitas convergente/divergente convergentes/divergentes converge/diverge convergen/divergen
    creciente/decreciente crecientes/decrecientes positivo/negativo positiva/negativa positivos/negativos
    positivas/negativas continuo/discontinuo continua/discontinua continuos/discontinuos continuas/discontinuas
    estable/inestable estables/inestables`),
  pt: pairs(`aumenta/diminui aumentam/diminuem maior/menor maiores/menores máximo/mínimo máxima/mínima
    máximos/mínimos máximas/mínimas superior/inferior superiores/inferiores
    independente/dependente independentes/dependentes finito/infinito finita/infinita finitos/infinitos
    finitas/infinitas convergente/divergente convergentes/divergentes converge/diverge convergem/divergem
    crescente/decrescente crescentes/decrescentes positivo/negativo positiva/negativa positivos/negativos
    positivas/negativas contínuo/descontínuo contínua/descontínua contínuos/descontínuos contínuas/descontínuas
    estável/instável estáveis/instáveis`),
  fr: pairs(`augmente/diminue augmentent/diminuent supérieur/inférieur supérieure/inférieure supérieurs/inférieurs
    supérieures/inférieures maximum/minimum maximal/minimal maximale/minimale indépendant/dépendant
    indépendante/dépendante indépendants/dépendants indépendantes/dépendantes fini/infini finie/infinie
    finis/infinis finies/infinies convergente/divergente convergentes/divergentes converge/diverge
    convergent/divergent croissant/décroissant croissante/décroissante croissants/décroissants
    croissantes/décroissantes positif/négatif positive/négative positifs/négatifs positives/négatives
    continu/discontinu continue/discontinue continus/discontinus continues/discontinues stable/instable
    stables/instables`),
};

/** Fixed phrases in which a polar word says no direction: "at least", "al menos", "la mayor parte", "siempre que". */
const IDIOMS: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /(?<!\p{L})(?:lower (?:case|bound|limit)|upper (?:case|bound|limit)|higher (?:order|education)|never(?:theless)?\s+mind|positive definite|negative definite)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:al menos|por lo menos|a lo menos|(?:la|una) mayor parte|mayor o igual|menor o igual|siempre (?:que|y cuando))(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:pelo menos|ao menos|(?:a|uma) maior parte|maior ou igual|menor ou igual|sempre que)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:au moins|supérieur ou égal|inférieur ou égal|supérieure ou égale|inférieure ou égale)(?!\p{L})/iu,
};

/**
 * What keeps a claim from holding of its whole subject, or from being one: a part ("some", "many",
 * "algunos"), a frequency ("often", "a veces"), a possibility ("can", "may", "puede", "peut"), an
 * excess ("too much"). Said the other way such a claim may still be true.
 */
const PARTIAL: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /(?<!\p{L})(?:some|many|most|several|few|a few|certain|often|sometimes|usually|generally|typically|mostly|can|could|may|might|tend|tends|likely|unlikely|probably|possibly|perhaps|maybe|too|rather|relatively|either|or)(?!\p{L})|n['’]t(?!\p{L})/iu,
  es: /(?<!\p{L})(?:algun[oa]s?|algún|much[oa]s|ciert[oa]s|vari[oa]s|a veces|suele|suelen|puede|pueden|podría|podrían|generalmente|normalmente|demasiad[oa]s?|demasiado|probablemente|quizás?|tal vez|o)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:alguns|algumas|muit[oa]s|cert[oa]s|vári[oa]s|às vezes|pode|podem|poderia|poderiam|geralmente|normalmente|demasiad[oa]s?|provavelmente|talvez|ou)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:certain(?:e|s|es)?|plusieurs|beaucoup|quelques|parfois|souvent|peut|peuvent|pourrait|pourraient|généralement|trop|probablement|peut-être|ou)(?!\p{L})/iu,
};

/** A condition opening the sentence, and the word its consequence follows ("If …, then …", "Si …, entonces …"). */
const CONDITION_START: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /^(?:if|when|whenever|unless|suppose|given|for)(?!\p{L})/iu,
  es: /^(?:si|cuando|dad[oa]s?|supongamos|sea|sean|para)(?!\p{L})/iu,
  pt: /^(?:se|quando|dad[oa]s?|suponha|seja|sejam|para)(?!\p{L})/iu,
  fr: /^(?:si|s['’]|quand|lorsque|lorsqu['’]|soit|soient|pour)(?!\p{L})/iu,
};
const CONSEQUENCE: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /,\s*then(?!\p{L})/iu,
  es: /,\s*entonces(?!\p{L})/iu,
  pt: /,\s*então(?!\p{L})/iu,
  fr: /,\s*alors(?!\p{L})/iu,
};
/** A sentence that sets something up rather than states it: "Let …", "Sea …", "veamos", "we", "nous". */
const SETUP: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /(?<!\p{L})(?:let|let['’]s|suppose|consider|imagine|assume|we|our|us|you|your|i)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:sea|sean|veamos|consideramos|consideremos|tenemos|vamos|nos|nuestr[oa]s?|usted|diremos|decimos)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:seja|sejam|vejamos|consideramos|consideremos|temos|vamos|nós|nosso|nossa|você|diremos|dizemos)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:soit|soient|voyons|considérons|nous|notre|nos|vous|votre|on)(?!\p{L})/iu,
};
/** The verbs a claim's predicate follows ("… son independientes", "… is not a convertible note"). */
const MAIN_VERB: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /^(?:is|are|was|were|has|have|becomes|become|remains|remain|stays|stay)$/iu,
  es: /^(?:es|son|está|están|resulta|resultan|será|serán|queda|quedan)$/iu,
  pt: /^(?:é|são|está|estão|fica|ficam|será|serão|resulta|resultam)$/iu,
  fr: /^(?:est|sont|reste|restent|devient|deviennent|sera|seront)$/iu,
};
/** Where the main clause ends: a condition, a reason, a contrast, a relative "when" after it. */
const CLAUSE_BREAK: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /(?<!\p{L})(?:if|when|whenever|unless|because|since|although|though|while|whereas|but|except|which|who|whom|whose|where|that)(?!\p{L})|[;:]/iu,
  es: /(?<!\p{L})(?:si|cuando|porque|aunque|pero|mientras|salvo|excepto|sino|cuy[oa]s?|donde|cual|cuales)(?!\p{L})|[;:]/iu,
  pt: /(?<!\p{L})(?:se|quando|porque|embora|mas|enquanto|salvo|exceto|senão|cuj[oa]s?|onde|qual|quais)(?!\p{L})|[;:]/iu,
  fr: /(?<!\p{L})(?:si|s['’]|quand|lorsque|lorsqu['’]|parce|bien que|mais|tandis|sauf|excepté|sinon|dont|où|lequel|laquelle|lesquels|lesquelles|qui)(?!\p{L})|[;:]/iu,
};

/** Negations a claim may carry, and those that do not simply deny it ("not only", "not all", "no siempre"). */
const NEGATION: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /(?<!\p{L})(?:not|never|no|nor|neither|none|nothing|cannot)(?!\p{L})|n['’]t(?!\p{L})/giu,
  es: /(?<!\p{L})(?:no|nunca|ni|ningun[oa]?|ningún|nada|nadie|jamás)(?!\p{L})/giu,
  pt: /(?<!\p{L})(?:não|nunca|nem|nenhum|nenhuma|nada|ninguém|jamais)(?!\p{L})/giu,
  // French denies with "ne … pas" ("n'est pas"); "plus", "personne" and "rien" alone are often no negation
  fr: /(?<!\p{L})(?:ne(?!\p{L})|n['’](?=\p{L}))/giu,
};

/** The negated verb and how it reads affirmed: "is not" → "is", "does not require" → "requires", "no es" → "es". */
const AFFIRM: Partial<Record<MaterialLanguage, (text: string) => string | null>> = {
  en: (text) => {
    // "does not require" → "requires", "do not form" → "form"
    const done = text.replace(/(?<!\p{L})(do|does)\s+not\s+(\p{L}+)/iu, (_m, aux: string, verb: string) => {
      if (aux.toLowerCase() === 'do') return verb;
      if (verb === 'have') return 'has';
      if (/(?:s|sh|ch|x|z|o)$/u.test(verb)) return `${verb}es`;
      if (/[^aeiou]y$/u.test(verb)) return `${verb.slice(0, -1)}ies`;
      return `${verb}s`;
    });
    if (done !== text) return done;
    const be = text.replace(/(?<!\p{L})(is|are|was|were|has|have|had)\s+not(?!\p{L})/iu, '$1');
    return be === text ? null : be;
  },
  es: (text) => {
    const next = text.replace(/(?<!\p{L})no\s+(?=\p{L})/u, '');
    return next === text ? null : next;
  },
  pt: (text) => {
    const next = text.replace(/(?<!\p{L})não\s+(?=\p{L})/u, '');
    return next === text ? null : next;
  },
  fr: (text) => {
    // "n'est pas" → "est", "ne sont pas" → "sont"; "pas de" would need another article: left
    const match = /(?<!\p{L})(?:ne\s+|n['’])(\p{L}+)\s+pas(?!\p{L})(?!\s+(?:de|d['’]|du|des)(?!\p{L}))/u.exec(text);
    if (!match) return null;
    return `${text.slice(0, match.index)}${match[1]}${text.slice(match.index + match[0].length)}`;
  },
};

/** The negations that are no plain denial: "not only", "not all", "not always", "no solo", "nem sempre", "pas toujours". */
const WEAK_NEGATION: Partial<Record<MaterialLanguage, RegExp>> = {
  en: /(?<!\p{L})not\s+(?:only|just|merely|all|every|always|necessarily|quite|exactly|even|yet)(?!\p{L})/iu,
  es: /(?<!\p{L})no\s+(?:s[oó]lo|solamente|tod[oa]s?|siempre|necesariamente|obstante|exactamente|tanto)(?!\p{L})/iu,
  pt: /(?<!\p{L})não\s+(?:s[oó]|apenas|somente|tod[oa]s?|sempre|necessariamente|exatamente|tanto)(?!\p{L})/iu,
  fr: /(?<!\p{L})pas\s+(?:seulement|uniquement|tou(?:s|tes|jours)|forcément|nécessairement|exactement)(?!\p{L})/iu,
};

/** The main clause of a sentence: after "then" when it opens with a condition, else up to its first condition or reason. */
function findMainClause(text: string, language: MaterialLanguage): { from: number; to: number } | null {
  const start = CONDITION_START[language];
  const breaks = CLAUSE_BREAK[language];
  if (!start || !breaks) return null;
  let from = 0;
  if (start.test(text)) {
    const consequence = CONSEQUENCE[language]?.exec(text);
    if (!consequence) return null;
    from = consequence.index + consequence[0].length;
  }
  const rest = text.slice(from);
  const cut = new RegExp(breaks.source, breaks.flags.replace('g', '')).exec(rest.slice(1));
  return { from, to: cut ? from + 1 + cut.index : text.length };
}

export interface PolarityFlip {
  statement: string;
  kind: 'negation' | 'polar';
  /** the words the material says, and what the false statement says instead (for the explanation) */
  original: string;
  replacement: string;
}

/**
 * A clear claim said the other way (see the module comment), by its text alone: its one plain
 * negation dropped, or else its first polar word in the main clause made its opposite. Null when
 * the sentence is no whole claim (a question, a part or a possibility, a weak negation) or gives
 * neither.
 */
export function flipPolarity(text: string, language: MaterialLanguage): PolarityFlip | null {
  const sentence = text.trim();
  const polar = POLAR[language];
  const partial = PARTIAL[language];
  const negation = NEGATION[language];
  if (!polar || !partial || !negation || !/\p{L}[.]$/u.test(sentence)) return null;
  // two sentences run together ("… of s. And what was …"): no one claim
  if (/\p{Ll}[.?!]\s+\p{Lu}/u.test(sentence.slice(0, -1))) return null;
  const main = findMainClause(sentence, language);
  if (!main) return null;
  const clause = sentence.slice(main.from, main.to);
  if (partial.test(sentence.slice(0, main.to)) || SETUP[language]?.test(sentence)) return null;
  // a symbol as the subject ("B(X1, …) es independiente de …"): no claim a learner reads alone
  if (/^\p{L}(?!\p{L})/u.test(sentence) && !/^(?:A|a|O|o|Y|y|À|à|É|é)\s/u.test(sentence)) return null;
  const negations = [...sentence.matchAll(negation)];
  if (negations.length > 0) {
    // one plain denial in the main clause ("ne … pas" counts once), dropped
    if (negations.length !== 1 || WEAK_NEGATION[language]?.test(sentence)) return null;
    // French: only "ne … pas", not "ne … jamais / plus / que / rien"
    if (
      language === 'fr' &&
      /(?<!\p{L})(?:jamais|plus|que|qu['’]|rien|personne|aucune?|ni|guère)(?!\p{L})/iu.test(sentence)
    )
      return null;
    const at = negations[0]!.index;
    if (at < main.from || at >= main.to) return null;
    // a denial that stands for a clause ("…, no antes", "…, not before"): no verb to affirm
    if (/,\s*$/u.test(sentence.slice(0, at)) || /^\p{L}+['’]?\p{L}*\s*[,.;]/u.test(sentence.slice(at))) return null;
    const affirmed = AFFIRM[language]?.(clause);
    if (!affirmed || affirmed === clause) return null;
    const statement = `${sentence.slice(0, main.from)}${affirmed}${sentence.slice(main.to)}`;
    return { statement, kind: 'negation', original: clause.trim(), replacement: affirmed.trim() };
  }
  if (IDIOMS[language]?.test(sentence)) return null;
  const words = tokenizeWithOffsets(sentence);
  const lowers = new Set(words.map((word) => word.lower));
  // the predicate's word first ("las subclases de clases independientes son independientes" → "… son dependientes"):
  // said of the subject's modifier instead, the claim turns into a puzzle
  const verbAt = words.findIndex(
    (word) => word.start >= main.from && word.end <= main.to && MAIN_VERB[language]?.test(word.text),
  );
  const order = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => word.start >= main.from && word.end <= main.to && polar.has(word.lower))
    .sort(
      (a, b) => Number(verbAt >= 0 && a.index < verbAt) - Number(verbAt >= 0 && b.index < verbAt) || a.index - b.index,
    );
  for (const { word, index } of order) {
    const opposite = polar.get(word.lower)!;
    // both sides named ("límite inferior y superior"): said the other way it says the same
    if (lowers.has(opposite)) return null;
    // said twice in a row ("always, always"), or a symbol's label ("P beneficial")
    if (words.slice(index + 1, index + 3).some((other) => other.lower === word.lower)) return null;
    if (/^\p{Lu}$/u.test(words[index - 1]?.text ?? '')) return null;
    // the opposite's own word already there ("a large program into smaller functions" → "larger"), or a purpose ("to increase")
    const root = opposite.slice(0, 4);
    if (words.some((other) => other !== word && other.lower.length >= 4 && other.lower.startsWith(root))) return null;
    if (language === 'en' && words[index - 1]?.lower === 'to') return null;
    const replacement = /^\p{Lu}/u.test(word.text) ? opposite.charAt(0).toUpperCase() + opposite.slice(1) : opposite;
    let after = sentence.slice(word.end);
    // "independent of" but "dependent on"
    if (language === 'en' && /dependent$/u.test(word.lower))
      after = after.replace(
        /^(\s+)(of|on)(?!\p{L})/u,
        (_m, space: string, preposition: string) => `${space}${preposition === 'of' ? 'on' : 'of'}`,
      );
    let before = sentence.slice(0, word.start);
    // "an infinite recursion" → "a finite recursion"
    if (language === 'en')
      before = before.replace(/(?<!\p{L})(a|an|A|An)(\s+)$/u, (_m, article: string, space: string) => {
        const fixed = /^[aeiou]/iu.test(replacement) ? 'an' : 'a';
        return `${/^A/u.test(article) ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed}${space}`;
      });
    return {
      statement: `${before}${replacement}${after}`,
      kind: 'polar',
      original: word.text,
      replacement,
    };
  }
  return null;
}

/**
 * A claim of the material said the other way (`flipPolarity`), unless the material says much the
 * same the other way itself — a sentence with the opposite word, or without the negation, holding
 * half the claim's other content words: then the false statement may be true.
 */
export function flipClaim(analysis: DocumentAnalysis, sentence: SentenceInfo): PolarityFlip | null {
  const { language } = analysis;
  const flip = flipPolarity(sentence.text, language);
  if (!flip) return null;
  // explained again after the flipped words ("…, that is, …"): the sentence would contradict itself (ADR 154)
  const at = sentence.text.indexOf(flip.original);
  if (at >= 0 && hasExplanationAfter(sentence.text, at + flip.original.length, language)) return null;
  const own = new Set(sentence.contentStems);
  const isNegationFlip = flip.kind === 'negation';
  const changed = new Set(
    isNegationFlip ? [] : [flip.original, flip.replacement].map((word) => stemWord(word.toLowerCase(), language)),
  );
  const context = [...own].filter((stem) => !changed.has(stem));
  if (context.length === 0) return null;
  const negation = NEGATION[language]!;
  const replacementLower = flip.replacement.toLowerCase();
  for (const other of analysis.sentences) {
    if (other.index === sentence.index) continue;
    const says = isNegationFlip
      ? !new RegExp(negation.source, 'iu').test(other.text)
      : other.tokens.some((token) => token.lower === replacementLower);
    if (!says) continue;
    const stems = new Set(other.contentStems);
    const shared = context.filter((stem) => stems.has(stem)).length;
    if (shared / context.length >= 0.5) return null;
  }
  return flip;
}

/** Whether `replacement` says `original` the other way: its polar opposite, or the clause with its negation dropped. */
export function isSaidTheOtherWay(original: string, replacement: string, language: MaterialLanguage): boolean {
  const opposite = POLAR[language]?.get(original.trim().toLowerCase());
  if (opposite !== undefined) return opposite === replacement.trim().toLowerCase();
  return AFFIRM[language]?.(original.trim()) === replacement.trim();
}

/**
 * Markers of a clause that says again, in other words, what the sentence has just said ("ou
 * seja", "that is", "i.e.", "c'est-à-dire", "es decir", "cioè", "das heißt").
 */
const EXPLANATION_MARKER =
  /(?:^|[\s,;(—–-])(?:i\.\s?e\.|that is(?:,| to say)|namely|in other words|ou seja|isto é|quer dizer|ou melhor|es decir|o sea|esto es|c['’]est-à-dire|autrement dit|à savoir|cioè|ossia|vale a dire|d\.\s?h\.|das heißt|also|mit anderen worten)(?=[\s,:])/iu;

/**
 * Whether the sentence explains, after the span, what it has just said: a clause opened by "ou
 * seja", "that is", "i.e." (ADR 154). A swap before it is contradicted by the sentence itself
 * ("∇f funciona com um produto tensorial antissimétrico, ou seja, uma função que atribui vetores a
 * pontos": the clause still describes a vector field), so such a sentence has no false form.
 */
export function hasExplanationAfter(text: string, spanEnd: number, language: MaterialLanguage): boolean {
  const rest = text.slice(spanEnd);
  const match = EXPLANATION_MARKER.exec(rest);
  if (!match) return false;
  // German "also" is "so"/"therefore" as often as "that is": only after a comma
  if (language !== 'de' && /also/iu.test(match[0])) return false;
  if (language === 'de' && /also/iu.test(match[0]) && !/,\s*also/iu.test(rest)) return false;
  return true;
}
