import type { LanguageWords } from './language-words.ts';

/** Spanish: the words the offline generator needs to read material in this language. */
export const ES: LanguageWords = {
  functionWords: `a al algo algunas algunos ante antes como con contra cual cuales cuando de del desde donde durante e el él ella ellas ellos en entre
    era eran es esa esas ese eso esos esta está están estas este esto estos fue fueron ha han hasta hay la las le les lo los más mas me mi
    mis mucho muchos muy nada ni no nos nosotros o os otra otras otro otros para pero poco por porque que qué quien quienes se sea ser
    si sí sin sobre son su sus también tanto te tiene tienen todo todos tu tus un una unas uno unos usted ustedes y ya yo cada cual
    puede pueden debe deben así entonces aún aun además aunque mientras según tras mismo misma mismos mismas sido siendo estar estaba
    estaban había habían cuyo cuya cuyos cuyas toda todas otra muy bien solo sólo donde dónde cómo aquí allí sea sean fuera fueran
    puedes debes tienes sabes quieres`,
  genericWords: `cosa cosas forma formas modo modos parte partes caso casos ejemplo ejemplos vez veces uso usar usado usada hacer hace hecho ver
    decir dice primero segundo tercero último próximo diferente importante varios varias siguiente sección capítulo figura tabla
    página número números hecho punto algo alguien nada todo posible cierto llamado llamada conocido muestra mostrar
    base gente fin medio idea ideas tipo tipos manera maneras`,
  verbMarkers: `lo se le les me te nos os`,
  anaphoricStarts: `esto eso aquello este esta estos estas ese esa esos esas él ella ellos ellas su sus pero sin embargo así por tanto entonces
    también además aquí allí y o ni porque aunque mientras cual cuales tal tales
    primero segundo tercero finalmente similar igualmente`,
  fillers: ['ok', 'vale', 'bueno', 'pues', 'entonces', 'ahora', 'o sea', 'y', 'pero', 'mira', 'y entonces'],
  commaFillers: ['bien', 'muy bien', 'claro', 'sí', 'vamos'],
  person:
    /(?:^|[^\p{L}])(?:yo|mi|mis|me|conmigo|nosotros|nosotras|nuestro|nuestra|nuestros|nuestras|usted|ustedes|tú|ti|te|tu|tus|contigo|vosotros|vamos|puedes|tienes|debes|sabes|quieres|haces|estás|eres|podemos|tenemos|sabemos|vemos|hemos|vimos|hacemos|usamos|estamos|somos|queremos|necesitamos|decimos|llamamos|escribimos|\p{L}{2,}(?:aremos|eremos|iremos))(?![\p{L}])|(?:^|,\s*)(?:recuerde|recuerda|observe|observa|aprenda|aprende|instale|use|usa|mire|mira|imagine|imagina|intente|intenta|considere|considera)\b/iu,
  medium:
    /\b(?:(?:este|esta|en este|en esta|el próximo|la próxima) (?:vídeo|video|clase|charla|diapositiva|curso|presentación)|en la pizarra)\b/iu,
  claims: /\b(?:es (?:un|una|el|la|llamad[oa]|definid[oa])|significa|se llama|la razón\b.*\bes)\b/iu,
  boardPointers: null,
  leaningStarts: null,
  speechWords: '',
  statementVerbs: /$^/u,
  subordinators: `si|cuando|porque|como|aunque|mientras|mientras que|puesto que|ya que|para que|a menos que|hasta que|siempre que|incluso si|aun cuando`,
  relatives: `que quien quienes donde cuyo cuya`,
  danglingEnds: `el los las un una unos unas mi su nuestro nuestra cada muy y o pero ni porque si cuando que de del en con por para sin sobre entre`,
  finiteVerbs:
    /(?<!\p{L})(?:es|son|fue|fueron|era|eran|será|serán|sería|está|están|estaba|estaban|tiene|tienen|tenía|hay|había|hubo|puede|pueden|podía|debe|deben|va|van|hace|hacen|hizo|da|dan|queda|quedan|\p{L}{2,}(?:ó|aron|ieron|aba|aban|ía|ían|ará|erá|irá|an|en))(?!\p{L})/iu,
  asides:
    /(?<!\p{L})(?:hoy|anoche|ayer|mañana|ahora mismo|en este momento|hoy en día|esta (?:mañana|tarde|semana)|este (?:año|semestre|mes)|la semana pasada|el año pasado|recuerdo que|me contó|me dijo|un amigo mío|una amiga mía|un colega mío)(?!\p{L})/iu,
  contextPointers:
    /(?<!\p{L})(?:hasta ahora|hasta aquí|la última vez|en la última clase|al principio|(?:la|esta|nuestra) (?:discusión|conversación)|este de aquí|hacer eso|^(?:él|ella|ellos|ellas)(?!\p{L}))(?!\p{L})/iu,
  pronouns: null,
  rewrites: [
    // the lecturer naming a term (ADR 147): "lo que llamamos X es Y" → "X es Y"; "una … es lo que llamamos X" → "X es una …"
    [
      /^lo que (?:nosotros )?(?:llamamos|denominamos|conocemos como)(?: de)? ([^,]{2,60}?),? (es|son) (?=\S)/iu,
      '$1 $2 ',
    ],
    [
      /^Un (.{8,}?),? (es|son) lo que (?:nosotros )?(?:llamamos|denominamos|conocemos como) (.+?)[.!]?$/u,
      '$3 $2 un $1.',
    ],
    [
      /^Una (.{8,}?),? (es|son) lo que (?:nosotros )?(?:llamamos|denominamos|conocemos como) (.+?)[.!]?$/u,
      '$3 $2 una $1.',
    ],
    [
      /^Unos (.{8,}?),? (es|son) lo que (?:nosotros )?(?:llamamos|denominamos|conocemos como) (.+?)[.!]?$/u,
      '$3 $2 unos $1.',
    ],
    [
      /^Unas (.{8,}?),? (es|son) lo que (?:nosotros )?(?:llamamos|denominamos|conocemos como) (.+?)[.!]?$/u,
      '$3 $2 unas $1.',
    ],
  ],
};
