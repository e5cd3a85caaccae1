import type { MaterialLanguage } from '@mnemo/domain/languages';

/*
 * Function words per language (articles, pronouns, prepositions, conjunctions, auxiliaries,
 * common adverbs and quantifiers). Written by hand, close to the Snowball stop lists: the
 * `stopwords-iso` lists were tried first but they also hold content words ("computer",
 * "system", "problem", "value", "número", "sistema"), which would erase exactly the terms a
 * learner has to know.
 */
const FUNCTION_WORDS: Record<MaterialLanguage, string> = {
  en: `a about above after again against all almost along already also although always am among an and another any anyone anything are
    around as at be became because become becomes been before being below between both but by can cannot could did do does doing done down
    during each either else enough etc even ever every few for from further had has have having he her here hers herself him himself his how
    however i if in into is it its itself just least less let like many may me might more most much must my myself neither no nor not now
    of off often on once one only onto or other others otherwise our ours ourselves out over own per perhaps quite rather really same shall
    she should since so some such than that the their theirs them themselves then there therefore these they this those though through
    thus to too toward towards under until up upon us very via was we well were what whatever when whenever where whereas wherever whether
    which while who whom whose why will with within without would yet you your yours yourself yourselves also i.e e.g etc vs al
    isn't aren't wasn't weren't don't doesn't didn't can't couldn't won't wouldn't shouldn't it's that's there's let's i'm you're we're they're i'll
    you'll we'll they'll i've you've we've they've i'd you'd he'd she'd we'd they'd`,
  pt: `a à ao aos aquela aquelas aquele aqueles aquilo as às até com como contra da das de dela delas dele deles depois do dos e é ela elas
    ele eles em entre era eram essa essas esse esses esta está estão estas estava estavam este estes eu foi foram há isso isto já lhe lhes
    mais mas me mesmo meu meus minha minhas muito muitos na nas nem no nos nós nossa nossas nosso nossos num numa o os ou para pela pelas
    pelo pelos por porque qual quais qualquer quando que quem se seja sem ser será seu seus si sido só sob sobre sua suas também te tem têm
    ter teu teus tu tua tuas um uma umas uns vos você vocês são sendo tinha tinham tendo pode podem poder deve devem onde assim então
    ainda cada todo toda todos todas outro outra outros outras tal tais tanto muita muitas pouco pouca poucos poucas bem apenas já
    após durante desde enquanto embora cujo cuja cujos cujas num numa neste nesta nestes nestas nesse nessa desse dessa deste desta
    daquele daquela disso disto nisso nisto aquilo lá aqui aí estar estou estamos fui foi seria seriam sejam fosse fossem`,
  es: `a al algo algunas algunos ante antes como con contra cual cuales cuando de del desde donde durante e el él ella ellas ellos en entre
    era eran es esa esas ese eso esos esta está están estas este esto estos fue fueron ha han hasta hay la las le les lo los más mas me mi
    mis mucho muchos muy nada ni no nos nosotros o os otra otras otro otros para pero poco por porque que qué quien quienes se sea ser
    si sí sin sobre son su sus también tanto te tiene tienen todo todos tu tus un una unas uno unos usted ustedes y ya yo cada cual
    puede pueden debe deben así entonces aún aun además aunque mientras según tras mismo misma mismos mismas sido siendo estar estaba
    estaban había habían cuyo cuya cuyos cuyas toda todas otra muy bien solo sólo donde dónde cómo aquí allí sea sean fuera fueran`,
  fr: `à a ai au aux avec avait avaient avoir c ce ceci cela celle celles celui cependant ces cet cette chaque ci comme d dans de des du
    donc dont elle elles en encore entre est et été être eu eux il ils je l la le les leur leurs lui m ma mais me même mêmes mes moi mon
    n ne ni nos notre nous on ont ou où par parce pas peu peut peuvent plus pour pourquoi qu quand que quel quelle quelles quels qui
    s sa sans se ses si son sont sous sur ta te tes toi ton tous tout toute toutes très tu un une unes uns vos votre vous y ainsi alors
    aussi autre autres avant après bien car certains certaines depuis doit doivent lorsque lors même pendant puis quelque quelques selon
    soit sont tant tel telle tels telles toujours trop était étaient étant été fait faire leurs lequel laquelle lesquels lesquelles
    auquel duquel desquels ceux qu'il qu'elle c'est n'est`,
  it: `a ad al alla alle allo agli ai anche ancora avere aveva avevano c che chi ci come con contro cui da dal dalla dalle dallo dagli dai
    degli dei del della delle dello di dove e è ed era erano essere fra gli ha hanno i il in io l la le lei li lo loro lui ma mi mia mie
    miei mio molto ne nei nel nella nelle nello negli noi non nostro nostra o ogni per perché più poco quale quali quando quanto quella
    quelle quelli quello questa queste questi questo se sé sempre senza si sia siamo sono stato stata stati state su sua sue sui sul sulla
    sulle sullo suo suoi tra tu tutta tutte tutti tutto un una uno vi voi può possono deve devono così quindi però mentre oppure ovvero
    cioè anche inoltre già essa esse esso essi altro altra altri altre stesso stessa stessi stesse dunque poi prima dopo durante fino
    verso attraverso sia essendo stata viene vengono`,
  de: `aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes auch auf aus bei bin bis bist da
    damit dann das dass dasselbe dazu dein deine deinem deinen deiner dem den denn der derer des desselben dessen dich die dies diese
    dieselbe dieselben diesem diesen dieser dieses dir doch dort du durch ein eine einem einen einer eines einig einige einigem einigen
    einiger einiges einmal er es etwas euch euer eure für gegen gewesen hab habe haben hat hatte hatten hier hin hinter ich ihm ihn ihnen
    ihr ihre ihrem ihren ihrer ihres im in indem ins ist jede jedem jeden jeder jedes jene jenem jenen jener jenes jetzt kann kein keine
    keinem keinen keiner keines können könnte machen man manche manchem manchen mancher manches mein meine meinem meinen meiner meines
    mich mir mit muss musste nach nicht nichts noch nun nur ob oder ohne sehr sein seine seinem seinen seiner seines selbst sich sie
    sind so solche solchem solchen solcher solches soll sollte sondern sonst über um und uns unsere unserem unseren unser unseres unter
    viel vom von vor während war waren warst was weg weil weiter welche welchem welchen welcher welches wenn werde werden wie wieder
    will wir wird wirst wo wollen wollte würde würden zu zum zur zwar zwischen bzw z.b daher dabei darin darauf davon deshalb sowie
    wurde wurden worden sei seien kann können müssen dürfen sollen zwischen jedoch bereits immer oft häufig`,
};

/*
 * Generic nouns and verbs that are words of the language rather than of the subject. They are
 * kept in the text but never become a key phrase, a blank or a distractor on their own.
 */
const GENERIC_WORDS: Record<MaterialLanguage, string> = {
  en: `thing things way ways kind kinds lot lots part parts case cases example examples time times use used uses using make makes made
    get gets got go goes going see seen say says said want need needs look looks good new first second third last next different
    important many several various following section chapter figure table page pages number numbers fact facts end start start point
    instance something someone anything nothing everything able likely possible certain given called known shown show shows mean means
    another way yes ok okay let lets`,
  pt: `coisa coisas forma formas modo modos parte partes caso casos exemplo exemplos vez vezes uso usar usado usada fazer faz feito ver
    dizer diz primeiro segundo terceiro último próximo diferente importante vários várias seguinte secção seção capítulo figura
    tabela página número números facto fato ponto algo alguém nada tudo possível certo chamado chamada conhecido mostra mostrar`,
  es: `cosa cosas forma formas modo modos parte partes caso casos ejemplo ejemplos vez veces uso usar usado usada hacer hace hecho ver
    decir dice primero segundo tercero último próximo diferente importante varios varias siguiente sección capítulo figura tabla
    página número números hecho punto algo alguien nada todo posible cierto llamado llamada conocido muestra mostrar`,
  fr: `chose choses façon façons manière manières partie parties cas exemple exemples fois usage utiliser utilisé utilisée faire fait
    voir dire dit premier première second seconde deuxième troisième dernier prochain différent important plusieurs suivant section
    chapitre figure tableau page nombre nombres point quelque chose rien possible certain appelé appelée connu montre montrer`,
  it: `cosa cose modo modi parte parti caso casi esempio esempi volta volte uso usare usato usata fare fa fatto vedere dire dice primo
    secondo terzo ultimo prossimo diverso importante vari varie seguente sezione capitolo figura tabella pagina numero numeri punto
    qualcosa qualcuno niente tutto possibile certo chiamato chiamata noto mostra mostrare`,
  de: `ding dinge art weise teil teile fall fälle beispiel beispiele mal zeit nutzen benutzen verwendet machen gemacht sehen sagen erste
    zweite dritte letzte nächste verschieden wichtig mehrere folgende abschnitt kapitel abbildung tabelle seite zahl zahlen punkt
    etwas jemand nichts alles möglich bestimmt genannt bekannt zeigt zeigen`,
};

function toSet(words: string): ReadonlySet<string> {
  return new Set(words.split(/\s+/).filter(Boolean));
}

const functionWordSets = new Map<MaterialLanguage, ReadonlySet<string>>();
const genericWordSets = new Map<MaterialLanguage, ReadonlySet<string>>();

/** The function words of a language, lower-cased. */
export function getFunctionWords(language: MaterialLanguage): ReadonlySet<string> {
  let set = functionWordSets.get(language);
  if (!set) {
    set = toSet(FUNCTION_WORDS[language]);
    functionWordSets.set(language, set);
  }
  return set;
}

/** Words too generic to be a key phrase by themselves. */
export function getGenericWords(language: MaterialLanguage): ReadonlySet<string> {
  let set = genericWordSets.get(language);
  if (!set) {
    set = toSet(GENERIC_WORDS[language]);
    genericWordSets.set(language, set);
  }
  return set;
}

/*
 * Words that, at the start of a sentence, point back to an earlier sentence ("This", "However",
 * "Isso"). Such a sentence cannot stand alone on a card.
 */
const ANAPHORIC_STARTS: Record<MaterialLanguage, string> = {
  en: `this these those that it its they them their he she his her however but so also therefore thus then hence such here there
    furthermore moreover additionally besides instead otherwise similarly likewise finally second secondly third lastly nevertheless
    nonetheless meanwhile accordingly consequently yet and or nor because although though while whereas which`,
  pt: `isto isso aquilo este esta estes estas esse essa esses essas ele ela eles elas seu sua seus suas porém mas contudo todavia
    entretanto assim portanto logo então também além aqui aí lá e ou nem porque embora enquanto qual quais tal tais`,
  es: `esto eso aquello este esta estos estas ese esa esos esas él ella ellos ellas su sus pero sin embargo así por tanto entonces
    también además aquí allí y o ni porque aunque mientras cual cuales tal tales`,
  fr: `ceci cela ça ce cet cette ces il elle ils elles leur leurs son sa ses mais cependant toutefois ainsi donc alors aussi de plus
    en outre ici là et ou ni car parce bien lequel laquelle tel telle`,
  it: `questo questa questi queste quello quella quelli quelle esso essa essi esse lui lei loro suo sua suoi sue ma però tuttavia
    così quindi allora anche inoltre qui lì e o né perché sebbene mentre quale quali tale tali`,
  de: `dies diese dieser dieses diesen diesem es er sie ihr ihre sein seine aber jedoch also daher deshalb dann auch außerdem
    hier dort und oder denn weil obwohl während welche welcher welches solche solcher`,
};

const anaphoricSets = new Map<MaterialLanguage, ReadonlySet<string>>();

/** First words that make a sentence depend on the one before it. */
export function getAnaphoricStarts(language: MaterialLanguage): ReadonlySet<string> {
  let set = anaphoricSets.get(language);
  if (!set) {
    set = toSet(ANAPHORIC_STARTS[language]);
    anaphoricSets.set(language, set);
  }
  return set;
}
