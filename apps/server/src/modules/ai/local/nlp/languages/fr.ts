import type { LanguageWords } from './language-words.ts';

/** French: the words the offline generator needs to read material in this language. */
export const FR: LanguageWords = {
  functionWords: `à a ai au aux avec avait avaient avoir c ce ceci cela celle celles celui cependant ces cet cette chaque ci comme d dans de des du
    donc dont elle elles en encore entre est et été être eu eux il ils je l la le les leur leurs lui m ma mais me même mêmes mes moi mon
    n ne ni nos notre nous on ont ou où par parce pas peu peut peuvent plus pour pourquoi qu quand que quel quelle quelles quels qui
    s sa sans se ses si son sont sous sur ta te tes toi ton tous tout toute toutes très tu un une unes uns vos votre vous y ainsi alors
    aussi autre autres avant après bien car certains certaines depuis doit doivent lorsque lors même pendant puis quelque quelques selon
    soit sont tant tel telle tels telles toujours trop était étaient étant été fait faire leurs lequel laquelle lesquels lesquelles
    auquel duquel desquels ceux qu'il qu'elle c'est n'est`,
  genericWords: `chose choses façon façons manière manières partie parties cas exemple exemples fois usage utiliser utilisé utilisée faire fait
    voir dire dit premier première second seconde deuxième troisième dernier prochain différent important plusieurs suivant section
    chapitre figure tableau page nombre nombres point quelque chose rien possible certain appelé appelée connu montre montrer
    gens base bases fin fins moyen moyens sorte sortes genre idée idées niveau`,
  verbMarkers: `se s' ne n' me te nous vous y`,
  anaphoricStarts: `ceci cela ça ce cet cette ces il elle ils elles leur leurs son sa ses mais cependant toutefois ainsi donc alors aussi de plus
    en outre ici là et ou ni car parce bien lequel laquelle tel telle
    enfin premièrement deuxièmement ensuite`,
  fillers: [
    'ok',
    'bon',
    'alors',
    'donc',
    'voilà',
    'ben',
    'eh bien',
    'et',
    'mais',
    'en fait',
    'maintenant',
    'euh',
    'bref',
    'et donc',
  ],
  commaFillers: ['bien', 'oui', 'bon bah', 'en effet'],
  person:
    /(?:^|[^\p{L}])(?:[Jj]e|[Jj]['’]|[Mm]oi|[Mm]on|[Mm]a|[Mm]es|[Nn]ous|[Nn]otre|[Nn]os|[Vv]ous|[Vv]otre|[Vv]os|[Tt]u|[Tt]oi|[Tt]on|[Tt]a|[Tt]es|(?!assez|chez)\p{Ll}{3,}ez)(?![\p{L}])|^(?!Assez|Chez)\p{Lu}\p{Ll}{2,}ez\b/u,
  medium:
    /\b(?:(?:cette|ce|dans cette|dans ce|la prochaine|le prochain) (?:vidéo|cours|diapositive|conférence|présentation|séance)|au tableau)\b/iu,
  claims: /\b(?:est (?:un|une|le|la|appelée?|défini[e]?)|signifie|s['’]appelle|la raison\b.*\best)\b/iu,
  boardPointers: null,
  leaningStarts: null,
  speechWords: '',
  statementVerbs: /$^/u,
  subordinators: `si|quand|lorsque|lorsqu['’]|parce que|parce qu['’]|puisque|puisqu['’]|bien que|alors que|tandis que|pendant que|pour que|afin que|à moins que|jusqu['’]à ce que|même si|dès que|comme`,
  relatives: `qui que dont où`,
  danglingEnds: `les un une des du mon ma mes son sa ses notre nos leurs chaque très et ou mais ni parce quand que de à dans avec par pour sans sur entre`,
  finiteVerbs:
    /(?<!\p{L})(?:est|sont|était|étaient|sera|seront|serait|fut|a|ont|avait|avaient|aura|peut|peuvent|pouvait|doit|doivent|va|vont|fait|font|donne|donnent|reste|restent|\p{L}{2,}(?:ait|aient|ent|era|ira|èrent|it))(?!\p{L})/iu,
  asides:
    /(?<!\p{L})(?:aujourd['’]hui|hier|demain|ce soir|en ce moment|à l['’]heure actuelle|ce matin|cette (?:semaine|année)|la semaine dernière|l['’]année dernière|je me souviens|m['’]a dit|m['’]a raconté|un ami à moi|un de mes collègues)(?!\p{L})/iu,
  contextPointers:
    /(?<!\p{L})(?:jusqu['’]ici|jusqu['’]à présent|la dernière fois|au (?:tout )?début|(?:la|cette|notre) (?:discussion|conversation)|celui-là|faire ça|^(?:ils|elles)(?!\p{L}))(?!\p{L})/iu,
  pronouns: null,
  rewrites: [
    // the lecturer naming a term (ADR 147): "ce qu'on appelle X, c'est Y" → "X est Y"; "une …, c'est ce qu'on appelle X" → "X est une …"
    [
      /^ce (?:qu['’]on|que l['’]on|que nous) (?:appel(?:le|ons)|nomm(?:e|ons)) ([^,]{2,60}?),? c['’]est (?=\S)/iu,
      '$1 est ',
    ],
    [
      /^Un (.{8,}?),? (?:c['’]est|est) ce (?:qu['’]on|que l['’]on|que nous) (?:appel(?:le|ons)|nomm(?:e|ons)) (.+?)[.!]?$/u,
      '$2 est un $1.',
    ],
    [
      /^Une (.{8,}?),? (?:c['’]est|est) ce (?:qu['’]on|que l['’]on|que nous) (?:appel(?:le|ons)|nomm(?:e|ons)) (.+?)[.!]?$/u,
      '$2 est une $1.',
    ],
  ],
};
