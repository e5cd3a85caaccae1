import type { MaterialLanguage } from '@mnemo/domain/languages';

/*
 * Speech in material (lectures, recitations, captions): the discourse words a speaker opens a
 * sentence with, first- and second-person framing, and pointers to the medium ("in this
 * video", "on the board"). A card built on them teaches the lecture, not its content.
 */

/** Words a spoken sentence opens with that carry no content ("OK, so now …"), with or without a comma. */
const FILLERS: Record<MaterialLanguage, string[]> = {
  en: ['ok', 'okay', 'so', 'now', 'all right', 'alright', 'um', 'uh', 'uhm', 'er', 'and', 'but', 'and then', 'so then', 'and so', 'but now'],
  pt: ['ok', 'okay', 'então', 'pronto', 'agora', 'e', 'mas', 'tipo', 'olha', 'e então', 'portanto'],
  es: ['ok', 'vale', 'bueno', 'pues', 'entonces', 'ahora', 'o sea', 'y', 'pero', 'mira', 'y entonces'],
  de: ['ok', 'okay', 'also', 'nun', 'jetzt', 'na ja', 'naja', 'und', 'aber', 'äh', 'ähm'],
  fr: ['ok', 'bon', 'alors', 'donc', 'voilà', 'ben', 'eh bien', 'et', 'mais', 'en fait', 'maintenant', 'euh', 'bref', 'et donc'],
  it: ['ok', 'okay', 'allora', 'quindi', 'dunque', 'ecco', 'ora', 'adesso', 'e', 'ma', 'cioè', 'insomma', 'e quindi'],
};

/** Words that are fillers only when a comma follows them ("Well, …", "Right, …"). */
const COMMA_FILLERS: Record<MaterialLanguage, string[]> = {
  en: ['well', 'right', 'good', 'great', 'yes', 'yeah', 'oh', 'then', 'you know', 'you see', 'basically', 'actually', 'anyway', 'of course'],
  pt: ['bem', 'bom', 'pois', 'ora', 'certo', 'muito bem', 'sim', 'claro'],
  es: ['bien', 'muy bien', 'claro', 'sí', 'vamos'],
  de: ['so', 'gut', 'ja', 'genau', 'also gut'],
  fr: ['bien', 'oui', 'bon bah', 'en effet'],
  it: ['bene', 'va bene', 'sì', 'certo'],
};

const fillerPatterns = new Map<MaterialLanguage, RegExp>();

function alternatives(words: readonly string[]): string {
  return [...words].sort((a, b) => b.length - a.length).map((word) => word.replace(/ /g, '\\s+')).join('|');
}

function getFillerPattern(language: MaterialLanguage): RegExp {
  let pattern = fillerPatterns.get(language);
  if (!pattern) {
    pattern = new RegExp(`^(?:(?:${alternatives(FILLERS[language])})(?:[,.!:;]+\\s*|\\s+|$)|(?:${alternatives(COMMA_FILLERS[language])})[,.!:;]+\\s*)`, 'iu');
    fillerPatterns.set(language, pattern);
  }
  return pattern;
}

/** Whether a sentence opens with a filler or discourse word. */
export function startsWithFiller(text: string, language: MaterialLanguage): boolean {
  return getFillerPattern(language).test(text.trim());
}

/** The sentence without the fillers it opens with, its first letter capitalised ("OK, so the area …" → "The area …"). */
export function stripFillers(text: string, language: MaterialLanguage): string {
  const pattern = getFillerPattern(language);
  let rest = text.trim();
  for (let i = 0; i < 4; i += 1) {
    const match = pattern.exec(rest);
    if (!match || match[0].length === 0) break;
    const next = rest.slice(match[0].length).trim();
    // a filler alone, or one that is the sentence's subject ("Now is the time"), stays
    if (next === '' || /^(?:is|are|was|were|means|é|es|ist|est|è)\b/iu.test(next)) break;
    rest = next;
  }
  return rest === text.trim() ? rest : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** First or second person (the speaker or the audience), per language. */
const PERSON: Record<MaterialLanguage, RegExp> = {
  en: /(?:^|[^\p{L}'’])(?:I|I['’](?:m|d|ve|ll)|[Mm]e|[Mm]y|[Mm]yself|[Ww]e|[Ww]e['’](?:re|ve|ll|d)|[Oo]ur|[Oo]urselves|us|[Yy]ou|[Yy]ou['’](?:re|ve|ll|d)|[Yy]our|[Yy]ourself|[Ll]et['’]s)(?![\p{L}'’])|^Lets\s/u,
  pt: /(?:^|[^\p{L}])(?:eu|meu|minha|meus|minhas|nós|nosso|nossa|nossos|nossas|você|vocês|tu|teu|tua|vamos)(?![\p{L}])/iu,
  es: /(?:^|[^\p{L}])(?:yo|mi|mis|nosotros|nosotras|nuestro|nuestra|nuestros|nuestras|usted|ustedes|tú|vosotros|vamos)(?![\p{L}])/iu,
  fr: /(?:^|[^\p{L}])(?:je|j['’]|moi|mon|ma|mes|nous|notre|nos|vous|votre|vos|tu|ton|ta|tes)(?![\p{L}])/iu,
  it: /(?:^|[^\p{L}])(?:io|mio|mia|miei|mie|noi|nostro|nostra|nostri|nostre|voi|vostro|vostra|tu|tuo|tua)(?![\p{L}])/iu,
  de: /(?:^|[^\p{L}])(?:ich|mich|mir|mein|meine|meinen|wir|uns|unser|unsere|du|dich|dir|dein|deine|ihr|euch|euer|eure)(?![\p{L}])/u,
};

/** Whether a sentence speaks in the first or second person. */
export function speaksInPerson(text: string, language: MaterialLanguage): boolean {
  return PERSON[language].test(text);
}

/** Pointers at the medium: the video, the lecture, the board, the slide. */
const MEDIUM: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:(?:this|today['’]s|the next|the previous|the last|last|next|previous|this particular) (?:video|lecture|recitation|class|session|clip|slide|talk|course|presentation|episode)|(?:in|on) the (?:video|board|blackboard|chalkboard|slide)|(?:on|at) the (?:top|bottom) of the (?:board|slide))\b/i,
  pt: /\b(?:(?:neste|nesta|este|esta|no próximo|na próxima|no último|na última) (?:vídeo|aula|palestra|slide|diapositivo|curso|apresentação)|no (?:quadro|vídeo))\b/iu,
  es: /\b(?:(?:este|esta|en este|en esta|el próximo|la próxima) (?:vídeo|video|clase|charla|diapositiva|curso|presentación)|en la pizarra)\b/iu,
  de: /\b(?:(?:diesem|dieser|dieses|diese|der nächsten|dem nächsten|heutigen) (?:Video|Vorlesung|Folie|Vortrag|Kurs|Präsentation|Sitzung)|an der Tafel|auf der Folie)\b/iu,
  fr: /\b(?:(?:cette|ce|dans cette|dans ce|la prochaine|le prochain) (?:vidéo|cours|diapositive|conférence|présentation|séance)|au tableau)\b/iu,
  it: /\b(?:(?:questo|questa|in questo|in questa|nel prossimo|nella prossima) (?:video|lezione|diapositiva|corso|presentazione)|alla lavagna|sulla lavagna)\b/iu,
};

/** Whether a sentence points at the medium ("in this video", "on the board"). */
export function pointsAtMedium(text: string, language: MaterialLanguage): boolean {
  return MEDIUM[language].test(text);
}

/** A speaker's definition or claim ("X is …", "X means …", "that's called …", "the reason … is …"). */
const CLAIMS: Record<MaterialLanguage, RegExp> = {
  en: /\b(?:is (?:a|an|the|called|defined as)|are (?:called|defined as)|means|is known as|(?:that|this) is called|the reason\b.*\bis)\b/i,
  pt: /\b(?:é (?:um|uma|o|a|chamad[oa]|definid[oa])|significa|chama-se|a razão\b.*\bé)\b/iu,
  es: /\b(?:es (?:un|una|el|la|llamad[oa]|definid[oa])|significa|se llama|la razón\b.*\bes)\b/iu,
  de: /\b(?:ist (?:ein|eine|der|die|das)|bedeutet|heißt|nennt man|der Grund\b.*\bist)\b/iu,
  fr: /\b(?:est (?:un|une|le|la|appelée?|défini[e]?)|signifie|s['’]appelle|la raison\b.*\best)\b/iu,
  it: /\b(?:è (?:un|una|il|la|lo|chiamat[oa]|definit[oa])|significa|si chiama|la ragione\b.*\bè)\b/iu,
};

export function isClaim(text: string, language: MaterialLanguage): boolean {
  return CLAIMS[language].test(text);
}

/**
 * Whether text reads as speech: many sentences open with fillers or talk to the audience. Used
 * for pasted text that carries no timing (captions and transcripts do).
 */
export function readsAsSpeech(sentences: readonly string[], language: MaterialLanguage): boolean {
  if (sentences.length < 5) return false;
  let fillers = 0;
  let addressed = 0;
  for (const sentence of sentences) {
    if (startsWithFiller(sentence, language)) fillers += 1;
    if (speaksInPerson(sentence, language) || pointsAtMedium(sentence, language)) addressed += 1;
  }
  return fillers / sentences.length >= 0.15 && addressed / sentences.length >= 0.3;
}
