import type { LanguageWords } from './language-words.ts';

/*
 * Rewriting speech into statements (English): a speaker says most of the content in the first or
 * second person ("we can use Green's theorem to find the area", "what we have is X", "if you take
 * X, you get Y"). Dropping those sentences leaves a lecture with nothing to ask; rewriting the
 * frame away leaves the claim. A rewrite that still speaks in person is not used for a card.
 */
const PERSON_SUBJECT = String.raw`(?:I|we|you)(?:['’](?:m|re|ll|d|ve))?`;
const MODALS = String.raw`(?:(?:can|could|will|would|should|just|also|then|actually|really|want to|need to|have to|are going to|am going to|'re going to|going to|get to|try to|try and|be able to)\s+)*`;

const REWRITES: readonly (readonly [RegExp, string])[] = [
  // leading discourse: "In this video, …", "Again, …", "Hopefully …", "As I said, …"
  [
    /^(?:in this (?:video|recitation|lecture|class|session)|as (?:I|we) (?:said|mentioned)(?: before| earlier)?|again|probably|hopefully|ultimately|basically|actually|first(?: of all)?|finally|remember|in general)(?:,\s*|\s+)/i,
    '',
  ],
  // "what I'd like you to do is …", "what we want to do first is we want to …", "the big thing I want you to notice is …"
  [
    new RegExp(
      String.raw`^(?:the (?:big |main |important |key |first )?(?:thing|point|idea) |what )?${PERSON_SUBJECT} (?:really )?(?:would |do )?(?:like|want|need)(?: you)? to (?:do|notice|see|remember|know|show)(?: first| then| now| here| next)? is(?: that)?\s+(?:${PERSON_SUBJECT} ${MODALS}(?:want to|need to|have to)\s+)?(?=(?:${PERSON_SUBJECT} ${MODALS})?use\b)`,
      'i',
    ),
    '',
  ],
  // "I know that …", "we said …", "you'll see that …", "notice that …"
  [
    new RegExp(
      String.raw`^(?:${PERSON_SUBJECT} ${MODALS}(?:know|think|believe|noticed?|saw|see|said|mentioned|recall|remember|find|found)(?: that)?|notice that|remember that|recall that|note that)\s+`,
      'i',
    ),
    '',
  ],
  // "if you look at …, …" frames what follows
  [/^if (?:you|we|I) (?:look at|notice|consider|think about)\b[^,]*,\s*/i, ''],
  // "if you take X, you get Y" → "X gives Y"
  [
    new RegExp(
      String.raw`^if ${PERSON_SUBJECT} (?:take|use|choose|pick|put in|plug in) (.+?),\s*(?:then\s+)?${PERSON_SUBJECT} ${MODALS}(?:get|have|obtain|end up with) (.+)$`,
      'i',
    ),
    '$1 gives $2',
  ],
  // "what he's assuming is that X", "what happens is that X", "the point is that X": the claim is X
  [
    /^(?:what (?:he|she|they|we|I|you)(?:['’]s|['’]re| is| are| was| were) (?:assuming|saying|arguing|claiming|showing|finding|suggesting|proposing)|what(?:['’]s| is) (?:happening|going on)|what happens|what (?:they|he|she|we) (?:found|showed|observed|saw)|the (?:main |key |important )?(?:point|idea|thing|upshot)(?: here)?)\s+is\s+that,?\s+/i,
    '',
  ],
  // "what we have is X", "what you get is X"
  [new RegExp(String.raw`^what ${PERSON_SUBJECT} ${MODALS}(?:have|get|need|see) is\s+`, 'i'), ''],
  // "what I want to do then is, to find X I'm going to use Y" → "to find X I'm going to use Y"
  [
    new RegExp(
      String.raw`^what ${PERSON_SUBJECT} (?:really )?(?:want|need|would like|'d like) to do(?: first| then| now| next)? is,?\s+(?=to\s)`,
      'i',
    ),
    '',
  ],
  // "to find X, I'm going to use Y" → "Y can be used to find X"
  [new RegExp(String.raw`^to (.+?),?\s+${PERSON_SUBJECT} ${MODALS}use ([^,]+?)[.!]?$`, 'i'), '$2 can be used to $1.'],
  // "if I want y to be positive, then what I need is Z to be W" → "For y to be positive, Z needs to be W"
  [
    new RegExp(
      String.raw`^if ${PERSON_SUBJECT} (?:want|need) (.+?) to (.+?),\s*(?:then\s+)?(?:what ${PERSON_SUBJECT} ${MODALS}need is|${PERSON_SUBJECT} ${MODALS}need) (.+?) to (.+)$`,
      'i',
    ),
    'For $1 to $2, $3 needs to $4',
  ],
  // "I'm going to let theta run between 0 and 2*pi", "we want theta to go between …" → "Theta runs/goes between …"
  [
    new RegExp(
      String.raw`^${PERSON_SUBJECT} ${MODALS}(?:let|want|need) (\S+) (?:to )?(run|go|range|vary) (between|from|over) `,
      'i',
    ),
    '$1 $2s $3 ',
  ],
  // "I'll achieve a maximum height at …" → "The maximum height is reached at …"
  [
    new RegExp(
      String.raw`^${PERSON_SUBJECT} ${MODALS}(?:achieve|reach|get|hit) (?:a|the) (maximum|minimum|highest|lowest) (\w+) at `,
      'i',
    ),
    'The $1 $2 is reached at ',
  ],
  // "when you get your answer you get X" → "The answer is X"
  [
    new RegExp(
      String.raw`^when ${PERSON_SUBJECT} (?:get|find) (?:your|the|our) (?:final )?answer,?\s+${PERSON_SUBJECT} ${MODALS}(?:get|find|have) (.+)$`,
      'i',
    ),
    'The answer is $1',
  ],
  // "you have X defined in terms of Y" → "X is defined in terms of Y"
  [
    new RegExp(
      String.raw`^${PERSON_SUBJECT} ${MODALS}have (.+?) (defined|parameterized|parametrized|described|given|written) `,
      'i',
    ),
    '$1 is $2 ',
  ],
  // "we can use X to Y" → "X can be used to Y"
  [
    new RegExp(String.raw`^(?:${PERSON_SUBJECT} ${MODALS}|let['’]?s (?:just )?)?use ([^,]+?) to (.+)$`, 'i'),
    '$1 can be used to $2',
  ],
  // "the reason we could use X so easily is because Y" → "The reason X can be used so easily is that Y"
  [
    new RegExp(
      String.raw`^the reason ${PERSON_SUBJECT} (?:can|could) use (.+?)((?:\s+so \w+)?) is (?:because|that)\s+`,
      'i',
    ),
    'The reason $1 can be used$2 is that ',
  ],
  // "all I need is X" → "all that is needed is X"
  [new RegExp(String.raw`\ball ${PERSON_SUBJECT} ${MODALS}need is\b`, 'i'), 'all that is needed is'],
  // ", as I mentioned." at the end
  [/,?\s+as (?:I|we) (?:mentioned|said)(?: before| earlier)?(?=[.!?]?$)/i, ''],
  // an aside between dashes: "area of a region-- of this region here-- is …"
  [/\s*--\s*[^-]{1,80}?--\s*/g, ' '],
  // "over here" pointing at the board at the end of a clause
  [/\s+(?:over|right) here(?=[,.;!?]|$)/gi, ''],
  // the lecturer naming a term (ADR 147): "what we call X is Y" → "X is Y"; "X is what we call Y" → "X is called Y"
  [
    /^what (?:we|you|people|they|biologists|physicists|economists|mathematicians) (?:call|refer to as|mean by) ([^,]{2,60}?),? (is|are) (?=\S)/i,
    '$1 $2 ',
  ],
  [/^(.{12,}?),? (is|are) what (?:we|you|people|they) (?:call|refer to as)\s+/i, '$1 $2 called '],
];

/** English: the words the offline generator needs to read material in this language. */
export const EN: LanguageWords = {
  functionWords: `a about above after again against all almost along already also although always am among an and another any anyone anything are
    around as at be became because become becomes been before being below between both but by can cannot could did do does doing done down
    during each either else enough etc even ever every few for from further had has have having he her here hers herself him himself his how
    however i if in into is it its itself just least less let like many may me might more most much must my myself neither no nor not now
    of off often on once one only onto or other others otherwise our ours ourselves out over own per perhaps quite rather really same shall
    she should since so some such than that the their theirs them themselves then there therefore these they this those though through
    thus to too toward towards under until up upon us very via was we well were what whatever when whenever where whereas wherever whether
    which while who whom whose why will with within without would yet you your yours yourself yourselves also i.e e.g etc vs al
    isn't aren't wasn't weren't don't doesn't didn't can't couldn't won't wouldn't shouldn't it's that's there's let's i'm you're we're they're i'll
    you'll we'll they'll i've you've we've they've i'd you'd he'd she'd we'd they'd`,
  genericWords: `thing things way ways kind kinds lot lots part parts case cases example examples time times use used uses using make makes made
    get gets got go goes going see seen say says said want need needs look looks good new first second third last next different
    important many several various following section chapter figure table page pages number numbers fact facts end start start point
    instance something someone anything nothing everything able likely possible certain given called known shown show shows mean means
    another way yes ok okay let lets
    people basis idea ideas sort sorts means`,
  verbMarkers: '',
  anaphoricStarts: `this these those that it its they them their he she his her however but so also therefore thus then hence such here there
    furthermore moreover additionally besides instead otherwise similarly likewise finally second secondly third lastly nevertheless
    nonetheless meanwhile accordingly consequently yet and or nor because although though while whereas which`,
  fillers: [
    'ok',
    'okay',
    'so',
    'now',
    'all right',
    'alright',
    'um',
    'uh',
    'uhm',
    'er',
    'and',
    'but',
    'and then',
    'so then',
    'and so',
    'but now',
  ],
  commaFillers: [
    'well',
    'right',
    'good',
    'great',
    'yes',
    'yeah',
    'oh',
    'then',
    'you know',
    'you see',
    'basically',
    'actually',
    'anyway',
    'of course',
  ],
  person:
    /(?:^|[^\p{L}'’])(?:I|I['’](?:m|d|ve|ll)|[Mm]e|[Mm]y|[Mm]yself|[Ww]e|[Ww]e['’](?:re|ve|ll|d)|[Oo]ur|[Oo]urselves|us|[Yy]ou|[Yy]ou['’](?:re|ve|ll|d)|[Yy]our|[Yy]ourself|[Ll]et['’]s)(?![\p{L}'’])|^Lets\s/u,
  medium:
    /\b(?:(?:this|today['’]s|the next|the previous|the last|the final|the following|last|next|previous|this particular) (?:video|lecture|recitation|class|session|clip|slide|talk|course|presentation|episode)|(?:in|on) the (?:(?:final|first|last|next|previous|following|other) )?(?:video|board|blackboard|chalkboard|slide)|(?:on|at) the (?:top|bottom) of the (?:board|slide))\b/i,
  claims:
    /\b(?:is (?:a|an|the|called|defined as)|are (?:called|defined as)|means|is known as|(?:that|this) is called|the reason\b.*\bis)\b/i,
  boardPointers:
    /\b(?:is here|are here|this one|that one|these ones|like this|like that|over here|over there|this way|this bottom|this top|this part|that part|(?:this|that|these|those) (?:things?|guys?|stuff)|(?:right|down|up|in|out) here)\b/i,
  leaningStarts: /^(?:it|that|this|those|these|they|there)(?:['’](?:s|re|ll|d)|\s+(?:is|are|was|were|will|would))\b/i,
  speechWords: `alpha beta gamma delta epsilon theta lambda mu pi rho sigma tau phi psi omega sine cosine tangent sin cos tan minus plus times
    equals equal squared cubed dx dy dz dt da dr find come go get take look want need figure pick check think know use do make let put
    write draw start stop deal solve try see say said talk show bring pause walk notice mention mentioned thing things stuff bit lot
    kind sort way okay ok yeah yes gonna wanna terms little left right part parts point value values direction back greater less
    better easier harder gives give gave picked changed one two three answer question solution step steps choice option options order
    sign statement quantity quantities picture drawing sketch video board class recitation lecture second minute reason what's that's
    it's there's`,
  statementVerbs: /\b(?:is|are|was|were|can|has|have|equals|gives|needs|runs|goes)\b/iu,
  subordinators: `if|when|whenever|because|since|although|though|while|whereas|unless|until|whether|even if|even when|even though|as long as|as soon as|so that|in order to|once|whereby|between|with|without|like|having|being`,
  relatives: `that which who whom whose where`,
  danglingEnds: `the a an my your his her its our their every some any very really quite and or but nor because if when whether of to that`,
  finiteVerbs:
    /(?<!\p{L})(?:is|are|was|were|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|has|have|had|hasn['’]t|haven['’]t|can|could|will|would|may|might|must|should|shall|does|do|did|doesn['’]t|don['’]t|didn['’]t|cannot|can['’]t|won['’]t|wouldn['’]t|couldn['’]t|shouldn['’]t|\p{L}+['’](?:s|re|ve|ll|d)|means|refers|consists|contains|occurs|depends|gives|makes|takes|allows|causes|leads|requires|increases|decreases|changes|becomes|remains|tends|goes|grows|scales|slows|determines|produces|constrains|evolves|fixes|spreads|acts|explains|describes|measures|equals|happens|comes|depend|lead|cause|allow|require|increase|decrease|occur|tend|grow|scale|evolve|shows?|indicates?|suggests?|implies|imply|uses?|needs?|gets?|wins?|works?|moves?|went|came|got|gave|made|found|showed|\p{L}{3,}ed)(?!\p{L})/iu,
  asides:
    /(?<!\p{L})(?:today|tonight|yesterday|tomorrow|right now|these days|nowadays|this (?:morning|afternoon|evening|week|month|year|semester|term)|last (?:night|week|month|year|time)|next (?:week|month|year|time)|he|she|his|him|her|hers|a friend of mine|one of (?:my|our) (?:colleagues|students|friends|faculty)|as \p{L}+ (?:said|put it|mentioned|pointed out))(?!\p{L})/iu,
  contextPointers:
    /(?<!\p{L})(?:so far|up to now|until now|last (?:time|week|lecture|class)|(?:at|in) the (?:very )?beginning|a (?:minute|moment|second|while) ago|(?:the|this|our) (?:discussion|conversation)|this one|that one|the other one|another one|(?:is|was) one (?:in|on|of those)|^(?:some|others) (?:have|had|are|were|will|would|do|did|can|could)|(?:do|does|did|doing) (?:that|this)|like (?:that|this)(?=\s*[.,;:!?]|$))(?!\p{L})/iu,
  pronouns:
    /(?<![\p{L}'’])(?:it|its|it['’]s|itself|they|they['’](?:re|ve|ll|d)|them|their|theirs|themselves)(?![\p{L}'’])/iu,
  rewrites: REWRITES,
};
