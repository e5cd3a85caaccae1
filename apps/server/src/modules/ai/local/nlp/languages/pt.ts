import type { LanguageWords } from './language-words.ts';

/** Portuguese: the words the offline generator needs to read material in this language. */
export const PT: LanguageWords = {
  functionWords: `a à ao aos aquela aquelas aquele aqueles aquilo as às até com como contra da das de dela delas dele deles depois do dos e é ela elas
    ele eles em entre era eram essa essas esse esses esta está estão estas estava estavam este estes eu foi foram há isso isto já lhe lhes
    mais mas me mesmo meu meus minha minhas muito muitos na nas nem no nos nós nossa nossas nosso nossos num numa o os ou para pela pelas
    pelo pelos por porque qual quais qualquer quando que quem se seja sem ser será seu seus si sido só sob sobre sua suas também te tem têm
    ter teu teus tu tua tuas um uma umas uns vos você vocês são sendo tinha tinham tendo pode podem poder deve devem onde assim então
    ainda cada todo toda todos todas outro outra outros outras tal tais tanto muita muitas pouco pouca poucos poucas bem apenas já
    após durante desde enquanto embora cujo cuja cujos cujas num numa neste nesta nestes nestas nesse nessa desse dessa deste desta
    daquele daquela disso disto nisso nisto aquilo lá aqui aí estar estou estamos fui foi seria seriam sejam fosse fossem`,
  genericWords: `coisa coisas forma formas modo modos parte partes caso casos exemplo exemplos vez vezes uso usar usado usada fazer faz feito ver
    dizer diz primeiro segundo terceiro último próximo diferente importante vários várias seguinte secção seção capítulo figura
    tabela página número números facto fato ponto algo alguém nada tudo possível certo chamado chamada conhecido mostra mostrar
    base gente fim meio ideia ideias tipo tipos maneira maneiras`,
  verbMarkers: `se lhe lhes me te nos`,
  anaphoricStarts: `isto isso aquilo este esta estes estas esse essa esses essas ele ela eles elas seu sua seus suas porém mas contudo todavia
    entretanto assim portanto logo então também além aqui aí lá e ou nem porque embora enquanto qual quais tal tais`,
  fillers: ['ok', 'okay', 'então', 'pronto', 'agora', 'e', 'mas', 'tipo', 'olha', 'e então', 'portanto'],
  commaFillers: ['bem', 'bom', 'pois', 'ora', 'certo', 'muito bem', 'sim', 'claro'],
  person:
    /(?:^|[^\p{L}])(?:eu|meu|minha|meus|minhas|nós|nosso|nossa|nossos|nossas|você|vocês|tu|teu|tua|teus|tuas|contigo|vamos|podes|deves|tens|sabes|queres|podemos|temos|sabemos|vemos|vimos|fazemos|usamos|estamos|somos|queremos|precisamos|dizemos|chamamos|escrevemos|aprendemos|\p{L}{2,}(?:aremos|eremos|iremos))(?![\p{L}])|(?:^|,\s*)(?:lembre|lembra|observe|observa|imagine|imagina|repare|experimente|considere|veja|vê)\b/iu,
  medium:
    /\b(?:(?:neste|nesta|este|esta|no próximo|na próxima|no último|na última) (?:vídeo|aula|palestra|slide|diapositivo|curso|apresentação)|no (?:quadro|vídeo))\b/iu,
  claims: /\b(?:é (?:um|uma|o|a|chamad[oa]|definid[oa])|significa|chama-se|a razão\b.*\bé)\b/iu,
  boardPointers: null,
  leaningStarts: null,
  speechWords: '',
  statementVerbs: /$^/u,
  subordinators: `se|quando|porque|como|embora|enquanto|caso|desde que|para que|ainda que|mesmo que|mesmo quando|visto que|uma vez que|já que|a menos que|até que|sempre que`,
  relatives: `que quem onde cujo cuja cujos cujas`,
  danglingEnds: `o a os as um uma uns umas meu minha seu sua nosso nossa cada e ou mas nem porque se quando que de do da dos das em no na nos nas com por para pelo pela sem sobre entre`,
  finiteVerbs:
    /(?<!\p{L})(?:é|são|foi|foram|era|eram|será|serão|seria|está|estão|estava|estavam|tem|têm|tinha|tinham|há|havia|houve|pode|podem|podia|deve|devem|vai|vão|faz|fazem|fez|dá|dão|fica|ficam|\p{L}{2,}(?:ou|aram|eram|iram|ava|avam|ia|iam|ará|erá|irá|am|em|ém|êm))(?!\p{L})/iu,
  asides:
    /(?<!\p{L})(?:hoje|ontem|amanhã|agora mesmo|neste momento|hoje em dia|esta (?:manhã|tarde|semana)|este (?:ano|semestre|mês)|(?:na|a) semana passada|no ano passado|lembro-me|contou-me|disse-me|um amigo meu|uma amiga minha|um colega meu|uma colega minha)(?!\p{L})/iu,
  contextPointers:
    /(?<!\p{L})(?:até agora|até aqui|da última vez|na última aula|no início|(?:a|esta|nossa) (?:discussão|conversa)|este aqui|esse aí|fazer isso|^(?:ele|ela|eles|elas)(?!\p{L}))(?!\p{L})/iu,
  pronouns: null,
  rewrites: [
    // the lecturer naming a term (ADR 147): "o que chamamos (de) X é Y" → "X é Y"; "uma … é o que chamamos (de) X" → "X é uma …"
    [/^o que (?:nós )?(?:chamamos|designamos|denominamos)(?: de| por)? ([^,]{2,60}?),? (é|são) (?=\S)/iu, '$1 $2 '],
    [
      /^Um (.{8,}?),? (é|são) (?:aquilo )?(?:o )?que (?:nós )?(?:chamamos|designamos|denominamos)(?: de| por)? (.+?)[.!]?$/u,
      '$3 $2 um $1.',
    ],
    [
      /^Uma (.{8,}?),? (é|são) (?:aquilo )?(?:o )?que (?:nós )?(?:chamamos|designamos|denominamos)(?: de| por)? (.+?)[.!]?$/u,
      '$3 $2 uma $1.',
    ],
    [
      /^Uns (.{8,}?),? (é|são) (?:aquilo )?(?:o )?que (?:nós )?(?:chamamos|designamos|denominamos)(?: de| por)? (.+?)[.!]?$/u,
      '$3 $2 uns $1.',
    ],
    [
      /^Umas (.{8,}?),? (é|são) (?:aquilo )?(?:o )?que (?:nós )?(?:chamamos|designamos|denominamos)(?: de| por)? (.+?)[.!]?$/u,
      '$3 $2 umas $1.',
    ],
  ],
};
