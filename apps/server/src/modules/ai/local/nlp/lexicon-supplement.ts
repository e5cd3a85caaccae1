import type { MaterialLanguage } from '@mnemo/domain/languages';

/*
 * Study and computing words the wordnets lack or rank under another sense (ADR 087): "ciclo" is a
 * loop in a programming book, not a cycle; "Kommentar" a comment, not an input; "conjunto de
 * dados" one word, a dataset. Each row gives a word in the six languages (alternatives split by
 * "|"); a row's words come first among a word's translations. General vocabulary of courses and
 * papers only, written for this table (no wordnet data).
 */
const ROWS: Record<MaterialLanguage, string>[] = [
  { en: 'loop', pt: 'ciclo|laço', es: 'bucle|ciclo', fr: 'boucle', it: 'ciclo', de: 'schleife' },
  { en: 'comment', pt: 'comentário', es: 'comentario', fr: 'commentaire', it: 'commento', de: 'kommentar' },
  { en: 'data', pt: 'dados', es: 'datos', fr: 'données', it: 'dati', de: 'daten' },
  {
    en: 'dataset',
    pt: 'conjunto de dados',
    es: 'conjunto de datos',
    fr: 'jeu de données',
    it: 'insieme di dati',
    de: 'datensatz',
  },
  { en: 'question', pt: 'pergunta|questão', es: 'pregunta', fr: 'question', it: 'domanda', de: 'frage' },
  { en: 'answer|response', pt: 'resposta', es: 'respuesta', fr: 'réponse', it: 'risposta', de: 'antwort' },
  {
    en: 'feedback',
    pt: 'feedback|retroação',
    es: 'retroalimentación',
    fr: 'rétroaction',
    it: 'riscontro',
    de: 'rückmeldung',
  },
  { en: 'annotator', pt: 'anotador', es: 'anotador', fr: 'annotateur', it: 'annotatore', de: 'annotator' },
  { en: 'annotation', pt: 'anotação', es: 'anotación', fr: 'annotation', it: 'annotazione', de: 'annotation' },
  { en: 'model', pt: 'modelo', es: 'modelo', fr: 'modèle', it: 'modello', de: 'modell' },
  {
    en: 'training',
    pt: 'treino|treinamento',
    es: 'entrenamiento',
    fr: 'entraînement',
    it: 'addestramento',
    de: 'training',
  },
  { en: 'test', pt: 'teste', es: 'prueba', fr: 'test', it: 'test', de: 'test' },
  { en: 'error', pt: 'erro', es: 'error', fr: 'erreur', it: 'errore', de: 'fehler' },
  { en: 'program', pt: 'programa', es: 'programa', fr: 'programme', it: 'programma', de: 'programm' },
  { en: 'function', pt: 'função', es: 'función', fr: 'fonction', it: 'funzione', de: 'funktion' },
  {
    en: 'statement',
    pt: 'instrução',
    es: 'sentencia|instrucción',
    fr: 'instruction',
    it: 'istruzione',
    de: 'anweisung',
  },
  { en: 'list', pt: 'lista', es: 'lista', fr: 'liste', it: 'lista', de: 'liste' },
  { en: 'string', pt: 'cadeia', es: 'cadena', fr: 'chaîne', it: 'stringa', de: 'zeichenkette' },
  { en: 'dictionary', pt: 'dicionário', es: 'diccionario', fr: 'dictionnaire', it: 'dizionario', de: 'wörterbuch' },
  { en: 'method', pt: 'método', es: 'método', fr: 'méthode', it: 'metodo', de: 'methode' },
  {
    en: 'recursion',
    pt: 'recursão|recursividade',
    es: 'recursión|recursividad',
    fr: 'récursivité|récursion',
    it: 'ricorsione',
    de: 'rekursion',
  },
  {
    en: 'square root',
    pt: 'raiz quadrada',
    es: 'raíz cuadrada',
    fr: 'racine carrée',
    it: 'radice quadrata',
    de: 'quadratwurzel',
  },
  {
    en: 'delete|remove',
    pt: 'eliminar|apagar|remover',
    es: 'eliminar|borrar',
    fr: 'supprimer',
    it: 'eliminare|rimuovere',
    de: 'löschen|entfernen',
  },
  { en: 'metric', pt: 'métrica', es: 'métrica', fr: 'métrique', it: 'metrica', de: 'metrik' },
  {
    en: 'baseline',
    pt: 'referência|linha de base',
    es: 'referencia|línea base',
    fr: 'référence',
    it: 'riferimento',
    de: 'referenz',
  },
  { en: 'author', pt: 'autor', es: 'autor', fr: 'auteur', it: 'autore', de: 'autor' },
  { en: 'example', pt: 'exemplo', es: 'ejemplo', fr: 'exemple', it: 'esempio', de: 'beispiel' },
  { en: 'definition', pt: 'definição', es: 'definición', fr: 'définition', it: 'definizione', de: 'definition' },
  {
    en: 'proof',
    pt: 'demonstração|prova',
    es: 'demostración|prueba',
    fr: 'démonstration|preuve',
    it: 'dimostrazione',
    de: 'beweis',
  },
  { en: 'theorem', pt: 'teorema', es: 'teorema', fr: 'théorème', it: 'teorema', de: 'satz|theorem' },
  { en: 'equation', pt: 'equação', es: 'ecuación', fr: 'équation', it: 'equazione', de: 'gleichung' },
  { en: 'exercise', pt: 'exercício', es: 'ejercicio', fr: 'exercice', it: 'esercizio', de: 'übung|aufgabe' },
  // words whose English look-alike is a false friend (ADR 141): "valor" is courage, an "ensemble" plays music
  { en: 'value', pt: 'valor', es: 'valor', fr: 'valeur', it: 'valore', de: 'wert' },
  { en: 'set', pt: 'conjunto', es: 'conjunto', fr: 'ensemble', it: 'insieme', de: 'menge' },
];

/*
 * Verbs a learner asks with ("how was it estimated", "¿cómo se calcula …?", "wie wurde … gemessen?"):
 * the doing words of courses and papers, several of which the wordnets lack in one language or
 * more (OpenWN-PT has no "calcular", "estimar", "medir"; the German wordnet from Wiktionary no
 * "berechnen", "schätzen", "bewerten"). Infinitives; a conjugated question word reaches them
 * through the lexicon's base forms. Written for this table from general knowledge (ADR 128), not
 * from any evaluation question.
 */
const VERB_ROWS: Record<MaterialLanguage, string>[] = [
  {
    en: 'calculate|compute',
    pt: 'calcular|computar',
    es: 'calcular|computar',
    fr: 'calculer',
    it: 'calcolare',
    de: 'berechnen',
  },
  { en: 'estimate', pt: 'estimar', es: 'estimar', fr: 'estimer', it: 'stimare', de: 'schätzen' },
  { en: 'measure', pt: 'medir', es: 'medir', fr: 'mesurer', it: 'misurare', de: 'messen' },
  {
    en: 'collect|gather',
    pt: 'recolher|coletar|reunir',
    es: 'recoger|recopilar|recolectar',
    fr: 'recueillir|collecter',
    it: 'raccogliere',
    de: 'sammeln|erheben',
  },
  {
    en: 'evaluate|assess',
    pt: 'avaliar',
    es: 'evaluar',
    fr: 'évaluer',
    it: 'valutare',
    de: 'bewerten|beurteilen|auswerten',
  },
  {
    en: 'annotate',
    pt: 'anotar|rotular',
    es: 'anotar|etiquetar',
    fr: 'annoter|étiqueter',
    it: 'annotare|etichettare',
    de: 'annotieren|kennzeichnen',
  },
  { en: 'train', pt: 'treinar', es: 'entrenar', fr: 'entraîner', it: 'addestrare', de: 'trainieren|schulen' },
  { en: 'prepare', pt: 'preparar', es: 'preparar', fr: 'préparer', it: 'preparare', de: 'vorbereiten' },
  {
    en: 'choose|select',
    pt: 'escolher|selecionar',
    es: 'elegir|seleccionar|escoger',
    fr: 'choisir|sélectionner',
    it: 'scegliere|selezionare',
    de: 'wählen|auswählen',
  },
  { en: 'compare', pt: 'comparar', es: 'comparar', fr: 'comparer', it: 'confrontare|paragonare', de: 'vergleichen' },
  {
    en: 'prove',
    pt: 'provar|demonstrar',
    es: 'probar|demostrar',
    fr: 'prouver|démontrer',
    it: 'dimostrare|provare',
    de: 'beweisen',
  },
  {
    en: 'derive|deduce',
    pt: 'derivar|deduzir',
    es: 'derivar|deducir',
    fr: 'dériver|déduire',
    it: 'derivare|dedurre',
    de: 'ableiten|herleiten',
  },
  { en: 'solve', pt: 'resolver', es: 'resolver', fr: 'résoudre', it: 'risolvere', de: 'lösen' },
  { en: 'represent', pt: 'representar', es: 'representar', fr: 'représenter', it: 'rappresentare', de: 'darstellen' },
  { en: 'describe', pt: 'descrever', es: 'describir', fr: 'décrire', it: 'descrivere', de: 'beschreiben' },
  { en: 'explain', pt: 'explicar', es: 'explicar', fr: 'expliquer', it: 'spiegare', de: 'erklären' },
  { en: 'find', pt: 'encontrar|achar', es: 'encontrar|hallar', fr: 'trouver', it: 'trovare', de: 'finden' },
  { en: 'obtain', pt: 'obter', es: 'obtener', fr: 'obtenir', it: 'ottenere', de: 'erhalten' },
  { en: 'apply', pt: 'aplicar', es: 'aplicar', fr: 'appliquer', it: 'applicare', de: 'anwenden' },
  { en: 'increase', pt: 'aumentar', es: 'aumentar', fr: 'augmenter', it: 'aumentare', de: 'erhöhen|steigern' },
  {
    en: 'reduce|decrease',
    pt: 'reduzir|diminuir',
    es: 'reducir|disminuir',
    fr: 'réduire|diminuer',
    it: 'ridurre|diminuire',
    de: 'reduzieren|verringern',
  },
  { en: 'improve', pt: 'melhorar', es: 'mejorar', fr: 'améliorer', it: 'migliorare', de: 'verbessern' },
  {
    en: 'predict',
    pt: 'prever|predizer',
    es: 'predecir|prever',
    fr: 'prédire|prévoir',
    it: 'prevedere|predire',
    de: 'vorhersagen',
  },
  { en: 'count', pt: 'contar', es: 'contar', fr: 'compter', it: 'contare', de: 'zählen' },
  { en: 'divide|split', pt: 'dividir', es: 'dividir', fr: 'diviser', it: 'dividere', de: 'teilen|aufteilen' },
  {
    en: 'store|save',
    pt: 'guardar|armazenar',
    es: 'guardar|almacenar',
    fr: 'stocker|sauvegarder',
    it: 'salvare|memorizzare',
    de: 'speichern',
  },
  { en: 'call|invoke', pt: 'chamar|invocar', es: 'llamar|invocar', fr: 'appeler', it: 'chiamare', de: 'aufrufen' },
  { en: 'convert', pt: 'converter', es: 'convertir', fr: 'convertir', it: 'convertire', de: 'umwandeln|konvertieren' },
  {
    en: 'check|verify',
    pt: 'verificar',
    es: 'verificar|comprobar',
    fr: 'vérifier',
    it: 'verificare|controllare',
    de: 'prüfen|überprüfen',
  },
  { en: 'run|execute', pt: 'executar', es: 'ejecutar', fr: 'exécuter', it: 'eseguire', de: 'ausführen' },
  { en: 'learn', pt: 'aprender', es: 'aprender', fr: 'apprendre', it: 'imparare|apprendere', de: 'lernen' },
  { en: 'generate', pt: 'gerar', es: 'generar', fr: 'générer', it: 'generare', de: 'erzeugen|generieren' },
  { en: 'sort', pt: 'ordenar', es: 'ordenar', fr: 'trier', it: 'ordinare', de: 'sortieren' },
  { en: 'search', pt: 'procurar|pesquisar', es: 'buscar', fr: 'chercher|rechercher', it: 'cercare', de: 'suchen' },
  { en: 'simulate', pt: 'simular', es: 'simular', fr: 'simuler', it: 'simulare', de: 'simulieren' },
  { en: 'depend', pt: 'depender', es: 'depender', fr: 'dépendre', it: 'dipendere', de: 'abhängen' },
];

const ALL_ROWS = [...ROWS, ...VERB_ROWS];

/** Words of a phrase that join its content words ("conjunto de dados"): dropped from its key. */
const JOINERS = new Set(['de', 'da', 'do', 'di', 'of', 'du', 'des', 'der', 'die', 'das', 'del', 'dei']);
const keyOf = (phrase: string): string =>
  phrase
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => !JOINERS.has(word))
    .join(' ');

const index = new Map<MaterialLanguage, Map<string, number[]>>();
function getIndex(language: MaterialLanguage): Map<string, number[]> {
  let map = index.get(language);
  if (!map) {
    map = new Map();
    ALL_ROWS.forEach((row, rowIndex) => {
      for (const form of row[language].split('|')) {
        const key = keyOf(form);
        map!.set(key, [...(map!.get(key) ?? []), rowIndex]);
      }
    });
    index.set(language, map);
  }
  return map;
}

/** The supplement's words for a word or two-word phrase (given without its joiners) of one language in another, commonest first. */
export function translateFromSupplement(words: string[], from: MaterialLanguage, to: MaterialLanguage): string[] {
  const rows = words.flatMap((word) => getIndex(from).get(keyOf(word)) ?? []);
  return [...new Set(rows.flatMap((row) => ALL_ROWS[row]![to].split('|')))];
}
