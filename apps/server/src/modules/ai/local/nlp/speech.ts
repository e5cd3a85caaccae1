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

/*
 * Rewriting speech into statements (English): a speaker says most of the content in the first or
 * second person ("we can use Green's theorem to find the area", "what we have is X", "if you take
 * X, you get Y"). Dropping those sentences leaves a lecture with nothing to ask; rewriting the
 * frame away leaves the claim. A rewrite that still speaks in person is not used for a card.
 */
const PERSON_SUBJECT = String.raw`(?:I|we|you)(?:['’](?:m|re|ll|d|ve))?`;
const MODALS = String.raw`(?:(?:can|could|will|would|should|just|also|then|actually|really|want to|need to|have to|are going to|am going to|'re going to|going to|get to|try to|try and|be able to)\s+)*`;

const EN_REWRITES: readonly (readonly [RegExp, string])[] = [
  // leading discourse: "In this video, …", "Again, …", "Hopefully …", "As I said, …"
  [/^(?:in this (?:video|recitation|lecture|class|session)|as (?:I|we) (?:said|mentioned)(?: before| earlier)?|again|probably|hopefully|ultimately|basically|actually|first(?: of all)?|finally|remember|in general)(?:,\s*|\s+)/i, ''],
  // "what I'd like you to do is …", "what we want to do first is we want to …", "the big thing I want you to notice is …"
  [new RegExp(String.raw`^(?:the (?:big |main |important |key |first )?(?:thing|point|idea) |what )?${PERSON_SUBJECT} (?:really )?(?:would |do )?(?:like|want|need)(?: you)? to (?:do|notice|see|remember|know|show)(?: first| then| now| here| next)? is(?: that)?\s+(?:${PERSON_SUBJECT} ${MODALS}(?:want to|need to|have to)\s+)?(?=(?:${PERSON_SUBJECT} ${MODALS})?use\b)`, 'i'), ''],
  // "I know that …", "we said …", "you'll see that …", "notice that …"
  [new RegExp(String.raw`^(?:${PERSON_SUBJECT} ${MODALS}(?:know|think|believe|noticed?|saw|see|said|mentioned|recall|remember|find|found)(?: that)?|notice that|remember that|recall that|note that)\s+`, 'i'), ''],
  // "if you look at …, …" frames what follows
  [/^if (?:you|we|I) (?:look at|notice|consider|think about)\b[^,]*,\s*/i, ''],
  // "if you take X, you get Y" → "X gives Y"
  [new RegExp(String.raw`^if ${PERSON_SUBJECT} (?:take|use|choose|pick|put in|plug in) (.+?),\s*(?:then\s+)?${PERSON_SUBJECT} ${MODALS}(?:get|have|obtain|end up with) (.+)$`, 'i'), '$1 gives $2'],
  // "what we have is X", "what you get is X"
  [new RegExp(String.raw`^what ${PERSON_SUBJECT} ${MODALS}(?:have|get|need|see) is\s+`, 'i'), ''],
  // "what I want to do then is, to find X I'm going to use Y" → "to find X I'm going to use Y"
  [new RegExp(String.raw`^what ${PERSON_SUBJECT} (?:really )?(?:want|need|would like|'d like) to do(?: first| then| now| next)? is,?\s+(?=to\s)`, 'i'), ''],
  // "to find X, I'm going to use Y" → "Y can be used to find X"
  [new RegExp(String.raw`^to (.+?),?\s+${PERSON_SUBJECT} ${MODALS}use ([^,]+?)[.!]?$`, 'i'), '$2 can be used to $1.'],
  // "if I want y to be positive, then what I need is Z to be W" → "For y to be positive, Z needs to be W"
  [new RegExp(String.raw`^if ${PERSON_SUBJECT} (?:want|need) (.+?) to (.+?),\s*(?:then\s+)?(?:what ${PERSON_SUBJECT} ${MODALS}need is|${PERSON_SUBJECT} ${MODALS}need) (.+?) to (.+)$`, 'i'), 'For $1 to $2, $3 needs to $4'],
  // "I'm going to let theta run between 0 and 2*pi", "we want theta to go between …" → "Theta runs/goes between …"
  [new RegExp(String.raw`^${PERSON_SUBJECT} ${MODALS}(?:let|want|need) (\S+) (?:to )?(run|go|range|vary) (between|from|over) `, 'i'), '$1 $2s $3 '],
  // "I'll achieve a maximum height at …" → "The maximum height is reached at …"
  [new RegExp(String.raw`^${PERSON_SUBJECT} ${MODALS}(?:achieve|reach|get|hit) (?:a|the) (maximum|minimum|highest|lowest) (\w+) at `, 'i'), 'The $1 $2 is reached at '],
  // "when you get your answer you get X" → "The answer is X"
  [new RegExp(String.raw`^when ${PERSON_SUBJECT} (?:get|find) (?:your|the|our) (?:final )?answer,?\s+${PERSON_SUBJECT} ${MODALS}(?:get|find|have) (.+)$`, 'i'), 'The answer is $1'],
  // "you have X defined in terms of Y" → "X is defined in terms of Y"
  [new RegExp(String.raw`^${PERSON_SUBJECT} ${MODALS}have (.+?) (defined|parameterized|parametrized|described|given|written) `, 'i'), '$1 is $2 '],
  // "we can use X to Y" → "X can be used to Y"
  [new RegExp(String.raw`^(?:${PERSON_SUBJECT} ${MODALS}|let['’]?s (?:just )?)?use ([^,]+?) to (.+)$`, 'i'), '$1 can be used to $2'],
  // "the reason we could use X so easily is because Y" → "The reason X can be used so easily is that Y"
  [new RegExp(String.raw`^the reason ${PERSON_SUBJECT} (?:can|could) use (.+?)((?:\s+so \w+)?) is (?:because|that)\s+`, 'i'), 'The reason $1 can be used$2 is that '],
  // "all I need is X" → "all that is needed is X"
  [new RegExp(String.raw`\ball ${PERSON_SUBJECT} ${MODALS}need is\b`, 'i'), 'all that is needed is'],
  // ", as I mentioned." at the end
  [/,?\s+as (?:I|we) (?:mentioned|said)(?: before| earlier)?(?=[.!?]?$)/i, ''],
  // an aside between dashes: "area of a region-- of this region here-- is …"
  [/\s*--\s*[^-]{1,80}?--\s*/g, ' '],
  // "over here" pointing at the board at the end of a clause
  [/\s+(?:over|right) here(?=[,.;!?]|$)/gi, ''],
];

/**
 * The sentence cut before its first clause that speaks in person or points at the board
 * (", or alternatively you could have done x*dy"), when what stays is a statement of its own.
 */
function dropPersonTail(text: string, language: MaterialLanguage): string {
  const parts = text.split(/(?=,\s)/u);
  for (let i = 1; i < parts.length; i += 1) {
    if (!speaksInPerson(parts[i]!, language) && !pointsAtBoard(parts[i]!, language)) continue;
    const head = parts.slice(0, i).join('');
    const isStatement = head.split(/\s+/u).length >= 6 && /\b(?:is|are|was|were|can|has|have|equals|gives|needs|runs|goes)\b/iu.test(head);
    const isHeadAddressed = speaksInPerson(head, language) || pointsAtBoard(head, language);
    return isStatement && !isHeadAddressed ? head : text;
  }
  return text;
}

/**
 * A spoken sentence as a statement: fillers and the speaker's framing removed ("So what we have
 * is X" → "X", "we can use X to Y" → "X can be used to Y"). Languages without rewrites keep
 * the sentence as it is, fillers stripped; whether the result still speaks in person is the
 * caller's check.
 */
export function rewriteSpoken(text: string, language: MaterialLanguage): string {
  let current = stripFillers(text, language);
  if (language !== 'en') return current;
  for (let round = 0; round < 4; round += 1) {
    let next = current;
    for (const [pattern, replacement] of EN_REWRITES) next = next.replace(pattern, replacement).trim();
    next = stripFillers(dropPersonTail(next, language), language);
    if (next === current) break;
    current = next;
  }
  if (current === text.trim()) return current;
  current = current.replace(/[,;:\s]+$/u, '');
  if (!/[.!?]["”»’)]?$/u.test(current)) current = `${current}.`;
  return current.charAt(0).toUpperCase() + current.slice(1);
}

/** Words that point at the board while speaking ("this one", "over here"): a card cannot show what they point at. */
const DEICTIC_EN = /\b(?:is here|are here|this one|that one|these ones|like this|like that|over here|over there|this way|this bottom|this top|this part|that part)\b/i;

/** A spoken sentence that opens on what was just said or shown ("It's a times …", "That's going to …"). */
const LEANING_EN = /^(?:it|that|this|those|these|they|there)(?:['’](?:s|re|ll|d)|\s+(?:is|are|was|were|will|would))\b/i;

/** Whether a spoken sentence points at something the listener sees or just heard (English only). */
export function pointsAtBoard(text: string, language: MaterialLanguage): boolean {
  return language === 'en' && (DEICTIC_EN.test(text) || LEANING_EN.test(text));
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

/*
 * Words a speaker says that are not concepts: symbols read aloud ("theta", "minus", "dx") and
 * the verbs of narration ("find", "come", "figure"), which WordNet also knows as nouns. In spoken
 * material a key phrase holding one is a phrase of speech ("pi minus sine", "come back").
 */
const SPEECH_WORDS_EN = new Set([
  ...'alpha beta gamma delta epsilon theta lambda mu pi rho sigma tau phi psi omega sine cosine tangent sin cos tan minus plus times equals equal squared cubed dx dy dz dt da dr'.split(' '),
  ...'find come go get take look want need figure pick check think know use do make let put write draw start stop deal solve try see say said talk show bring pause walk notice mention mentioned'.split(' '),
  ...'thing things stuff bit lot kind sort way okay ok yeah yes gonna wanna terms little left right part parts point value values direction back greater less better easier harder gives give gave picked changed one two three'.split(' '),
  ...'answer question solution step steps choice option options order sign statement quantity quantities picture drawing sketch video board class recitation lecture second minute reason'.split(' '),
  "what's", "that's", "it's", "there's",
]);

/** Whether a word of spoken material is speech rather than a possible concept (English only). */
export function isSpeechWord(lower: string, language: MaterialLanguage): boolean {
  return language === 'en' && (SPEECH_WORDS_EN.has(lower) || /^[a-z]$/.test(lower) || /^[a-z]_?\d$/.test(lower));
}
