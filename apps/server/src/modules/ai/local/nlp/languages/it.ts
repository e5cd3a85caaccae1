import type { LanguageWords } from './language-words.ts';

/** Italian: the words the offline generator needs to read material in this language. */
export const IT: LanguageWords = {
  functionWords: `a ad al alla alle allo agli ai anche ancora avere aveva avevano c che chi ci come con contro cui da dal dalla dalle dallo dagli dai
    degli dei del della delle dello di dove e è ed era erano essere fra gli ha hanno i il in io l la le lei li lo loro lui ma mi mia mie
    miei mio molto ne nei nel nella nelle nello negli noi non nostro nostra o ogni per perché più poco qual quale quali quando quanto quella
    quelle quelli quello questa queste questi questo se sé sempre senza si sia siamo sono stato stata stati state su sua sue sui sul sulla
    sulle sullo suo suoi tra tu tutta tutte tutti tutto un una uno vi voi può possono deve devono così quindi però mentre oppure ovvero
    cioè anche inoltre già essa esse esso essi altro altra altri altre stesso stessa stessi stesse dunque poi prima dopo durante fino
    verso attraverso sia essendo stata viene vengono
    puoi devi vuoi sai hai sei fai ho può`,
  genericWords: `cosa cose modo modi parte parti caso casi esempio esempi volta volte uso usare usato usata fare fa fatto vedere dire dice primo
    secondo terzo ultimo prossimo diverso importante vari varie seguente sezione capitolo figura tabella pagina numero numeri punto
    qualcosa qualcuno niente tutto possibile certo chiamato chiamata noto mostra mostrare
    base modo tipo tipi gente fine mezzo idea idee genere`,
  verbMarkers: `si ci vi ne mi ti`,
  anaphoricStarts: `questo questa questi queste quello quella quelli quelle esso essa essi esse lui lei loro suo sua suoi sue ma però tuttavia
    così quindi allora anche inoltre qui lì e o né perché sebbene mentre quale quali tale tali
    egli ella infine analogamente similmente`,
  fillers: [
    'ok',
    'okay',
    'allora',
    'quindi',
    'dunque',
    'ecco',
    'ora',
    'adesso',
    'e',
    'ma',
    'cioè',
    'insomma',
    'e quindi',
  ],
  commaFillers: ['bene', 'va bene', 'sì', 'certo'],
  person:
    /(?:^|[^\p{L}])(?:io|mio|mia|miei|mie|noi|nostro|nostra|nostri|nostre|voi|vostro|vostra|tu|tuo|tua|tuoi|tue|ti|puoi|devi|vuoi|sai|hai|sei|fai|vedi|ho|avessi|sarei|potrei|vorrei|\p{L}{2,}iamo|\p{L}{2,}(?:erai|irai|arai|eremo|iremo|aremo))(?![\p{L}'’])|(?:^|,\s*)(?:osserva|prendi|evita|ricorda|nota|immagina|considera|prova|guarda|scrivi|usa|scegli)\b/iu,
  medium:
    /\b(?:(?:questo|questa|in questo|in questa|nel prossimo|nella prossima) (?:video|lezione|diapositiva|corso|presentazione)|alla lavagna|sulla lavagna)\b/iu,
  claims: /\b(?:è (?:un|una|il|la|lo|chiamat[oa]|definit[oa])|significa|si chiama|la ragione\b.*\bè)\b/iu,
  boardPointers: null,
  leaningStarts: null,
  speechWords: '',
  statementVerbs: /$^/u,
  subordinators: `se|quando|perché|poiché|sebbene|benché|mentre|finché|affinché|a meno che|anche se|dato che|visto che|nonostante|come`,
  relatives: `che cui dove`,
  danglingEnds: `il i gli un uno una mio mia suo sua nostro nostra ogni e o ma né perché se quando che di del della dei delle a al alla in nel nella con per su tra fra senza`,
  finiteVerbs:
    /(?<!\p{L})(?:è|sono|era|erano|fu|furono|sarà|saranno|sarebbe|sta|stanno|ha|hanno|aveva|avevano|c['’]è|ci sono|può|possono|poteva|deve|devono|va|vanno|fa|fanno|dà|danno|resta|restano|\p{L}{2,}(?:ò|ì|arono|erono|irono|ava|avano|eva|evano|iva|ivano|erà|irà|ano|ono))(?!\p{L})/iu,
  asides:
    /(?<!\p{L})(?:oggi|ieri|domani|stasera|adesso|in questo momento|al giorno d['’]oggi|stamattina|questa settimana|quest['’]anno|la settimana scorsa|l['’]anno scorso|mi ricordo|mi ha detto|un mio amico|una mia amica|un mio collega)(?!\p{L})/iu,
  contextPointers:
    /(?<!\p{L})(?:finora|fino ad ora|l['’]ultima volta|all['’]inizio|(?:la|questa|nostra) (?:discussione|conversazione)|quello lì|fare così|^(?:lui|lei|loro|essi|esse)(?!\p{L}))(?!\p{L})/iu,
  pronouns: null,
  rewrites: [],
};
