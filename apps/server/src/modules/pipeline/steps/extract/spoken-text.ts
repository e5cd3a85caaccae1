/**
 * Spoken text — transcripts and captions — read as what was said: speaker labels ("PROFESSOR:",
 * "CATHERINE DRENNAN:", "[SPEAKER 1]", ">> ", "<v Name>") become the passages' speakers and
 * leave the text, and transcription markers leave it too: sounds ("[LAUGHTER]", "(applause)",
 * "[MUSIC]", "♪ … ♪") vanish, a gap ("[INAUDIBLE]", "[CROSSTALK]") becomes "…", and a
 * transcriber's guess ("[? order of ?]") keeps its words. A line starting "NOTE:" or
 * "Definition:" in lecture notes is no speaker: labels are speakers only when the text reads as a
 * transcript (caption files always; pasted text when labels recur as turns, or name a role such as
 * PROFESSOR or AUDIENCE).
 */

/** Words that name a speaker's role: one label of these makes a transcript (upper-cased, accents removed). */
const ROLE_WORDS = new Set(
  [
    // en
    'PROFESSOR',
    'PROF',
    'AUDIENCE',
    'STUDENT',
    'STUDENTS',
    'INSTRUCTOR',
    'TEACHER',
    'LECTURER',
    'SPEAKER',
    'INTERVIEWER',
    'INTERVIEWEE',
    'HOST',
    'CO-HOST',
    'MODERATOR',
    'NARRATOR',
    'PANELIST',
    'PANELLIST',
    'GUEST',
    'ANNOUNCER',
    'PRESENTER',
    'TA',
    'MAN',
    'WOMAN',
    'CROWD',
    'INSTRUCTORS',
    'AUDIENCE MEMBER',
    'GUEST SPEAKER',
    // pt
    'PROFESSORA',
    'ALUNO',
    'ALUNA',
    'ALUNOS',
    'ESTUDANTE',
    'PUBLICO',
    'PLATEIA',
    'AUDIENCIA',
    'ENTREVISTADOR',
    'ENTREVISTADORA',
    'ENTREVISTADO',
    'ENTREVISTADA',
    'APRESENTADOR',
    'APRESENTADORA',
    'NARRADOR',
    'NARRADORA',
    'ORADOR',
    'ORADORA',
    'CONVIDADO',
    'CONVIDADA',
    // es
    'PROFESOR',
    'PROFESORA',
    'ALUMNO',
    'ALUMNA',
    'ALUMNOS',
    'ESTUDIANTE',
    'ESTUDIANTES',
    'PRESENTADOR',
    'PRESENTADORA',
    'LOCUTOR',
    'LOCUTORA',
    'INVITADO',
    'INVITADA',
    // fr
    'PROFESSEUR',
    'PROFESSEURE',
    'ETUDIANT',
    'ETUDIANTE',
    'ETUDIANTS',
    'ELEVE',
    'PUBLIC',
    'AUDITOIRE',
    'INTERVENANT',
    'INTERVENANTE',
    'ANIMATEUR',
    'ANIMATRICE',
    'INVITE',
    'INVITEE',
    // it
    'PROFESSORE',
    'PROFESSORESSA',
    'STUDENTE',
    'STUDENTESSA',
    'STUDENTI',
    'PUBBLICO',
    'INTERVISTATORE',
    'INTERVISTATRICE',
    'CONDUTTORE',
    'CONDUTTRICE',
    'NARRATORE',
    'RELATORE',
    'RELATRICE',
    'OSPITE',
    'PARLANTE',
    'ORATORE',
    // de
    'DOZENT',
    'DOZENTIN',
    'STUDENTIN',
    'STUDIERENDE',
    'LEHRER',
    'LEHRERIN',
    'PUBLIKUM',
    'SPRECHER',
    'SPRECHERIN',
    'MODERATORIN',
    'ERZAHLER',
    'ERZAHLERIN',
    'GAST',
    'REDNER',
    'REDNERIN',
  ].map(foldLabel),
);

/**
 * First words of labels that structure written text, not speech ("NOTE:", "Example 2:",
 * "THEOREM 3.1:", "Q:"), in the six languages: never a speaker.
 */
const STRUCTURE_WORDS = new Set(
  [
    // en
    'NOTE',
    'NOTES',
    'NB',
    'N.B',
    'PS',
    'P.S',
    'EXAMPLE',
    'EXAMPLES',
    'E.G',
    'DEFINITION',
    'DEFINITIONS',
    'THEOREM',
    'LEMMA',
    'COROLLARY',
    'PROPOSITION',
    'PROOF',
    'REMARK',
    'REMARKS',
    'EXERCISE',
    'EXERCISES',
    'PROBLEM',
    'PROBLEMS',
    'SOLUTION',
    'SOLUTIONS',
    'ANSWER',
    'ANSWERS',
    'QUESTION',
    'QUESTIONS',
    'HINT',
    'TIP',
    'TIPS',
    'WARNING',
    'CAUTION',
    'DANGER',
    'IMPORTANT',
    'ATTENTION',
    'TODO',
    'FIXME',
    'XXX',
    'INPUT',
    'OUTPUT',
    'RESULT',
    'RESULTS',
    'SUMMARY',
    'ABSTRACT',
    'KEYWORDS',
    'KEY',
    'SOURCE',
    'SOURCES',
    'REFERENCE',
    'REFERENCES',
    'SEE',
    'STEP',
    'CHAPTER',
    'SECTION',
    'PART',
    'FIGURE',
    'FIG',
    'TABLE',
    'URL',
    'EMAIL',
    'E-MAIL',
    'DATE',
    'TIME',
    'TITLE',
    'AUTHOR',
    'AUTHORS',
    'SUBJECT',
    'TO',
    'FROM',
    'CC',
    'RE',
    'Q',
    'A',
    'OBJECTIVE',
    'OBJECTIVES',
    'GOAL',
    'GOALS',
    'AIM',
    'AIMS',
    'METHOD',
    'METHODS',
    'CONCLUSION',
    'CONCLUSIONS',
    'INTRODUCTION',
    'BACKGROUND',
    'PURPOSE',
    'SCOPE',
    'USAGE',
    'SYNTAX',
    'RETURNS',
    'PARAMETERS',
    'ARGS',
    'ARGUMENTS',
    'RULE',
    'CLAIM',
    'CASE',
    'FACT',
    'AXIOM',
    'POSTULATE',
    'CONJECTURE',
    'ALGORITHM',
    'RECALL',
    'REMEMBER',
    'RECAP',
    'REVIEW',
    'UPDATE',
    'EDIT',
    'NEWS',
    'PRO',
    'CON',
    'ADVANTAGE',
    'ADVANTAGES',
    'DISADVANTAGE',
    'DISADVANTAGES',
    'GIVEN',
    'FIND',
    'DATA',
    'AGENDA',
    'OUTLINE',
    'TOPIC',
    'TOPICS',
    'TASK',
    'LESSON',
    'READING',
    'HOMEWORK',
    'ASSIGNMENT',
    'DUE',
    'PREREQUISITES',
    'REQUIREMENTS',
    'WHY',
    'HOW',
    'WHAT',
    'WHEN',
    'WHERE',
    'WHO',
    'ERROR',
    'INFO',
    'DEBUG',
    'TRUE',
    'FALSE',
    'YES',
    'NO',
    'OK',
    'FAQ',
    'TL;DR',
    'TLDR',
    'SPOILER',
    'BONUS',
    'CHECK',
    'TRY',
    'ACTIVITY',
    'DISCUSSION',
    // pt
    'NOTA',
    'NOTAS',
    'OBS',
    'OBSERVACAO',
    'OBSERVACOES',
    'EXEMPLO',
    'EXEMPLOS',
    'DEFINICAO',
    'TEOREMA',
    'LEMA',
    'COROLARIO',
    'PROPOSICAO',
    'DEMONSTRACAO',
    'PROVA',
    'EXERCICIO',
    'EXERCICIOS',
    'PROBLEMA',
    'SOLUCAO',
    'RESPOSTA',
    'PERGUNTA',
    'DICA',
    'ATENCAO',
    'IMPORTANTE',
    'RESUMO',
    'OBJETIVO',
    'OBJETIVOS',
    'CONCLUSAO',
    'CAPITULO',
    'SECAO',
    'PASSO',
    'TAREFA',
    'AVISO',
    'OBSERVACAO IMPORTANTE',
    'REGRA',
    'DADOS',
    // es
    'EJEMPLO',
    'EJEMPLOS',
    'DEFINICION',
    'DEMOSTRACION',
    'EJERCICIO',
    'EJERCICIOS',
    'SOLUCION',
    'RESPUESTA',
    'PREGUNTA',
    'OBSERVACION',
    'CONSEJO',
    'ADVERTENCIA',
    'RESUMEN',
    'CONCLUSION',
    'SECCION',
    'PASO',
    'TAREA',
    'REGLA',
    'PISTA',
    // fr
    'EXEMPLE',
    'EXEMPLES',
    'THEOREME',
    'LEMME',
    'COROLLAIRE',
    'PREUVE',
    'DEMONSTRATION',
    'EXERCICE',
    'EXERCICES',
    'PROBLEME',
    'REPONSE',
    'REMARQUE',
    'REMARQUES',
    'RESUME',
    'OBJECTIF',
    'OBJECTIFS',
    'CONSEIL',
    'CHAPITRE',
    'ETAPE',
    'REGLE',
    'INDICE',
    'AVERTISSEMENT',
    'RAPPEL',
    // it
    'ESEMPIO',
    'ESEMPI',
    'DEFINIZIONE',
    'DIMOSTRAZIONE',
    'ESERCIZIO',
    'ESERCIZI',
    'SOLUZIONE',
    'RISPOSTA',
    'DOMANDA',
    'OSSERVAZIONE',
    'SUGGERIMENTO',
    'RIASSUNTO',
    'OBIETTIVO',
    'CAPITOLO',
    'SEZIONE',
    'PASSO',
    'COMPITO',
    'REGOLA',
    'ATTENZIONE',
    'AVVISO',
    // de
    'BEISPIEL',
    'BEISPIELE',
    'SATZ',
    'BEWEIS',
    'AUFGABE',
    'AUFGABEN',
    'LOSUNG',
    'ANTWORT',
    'FRAGE',
    'BEMERKUNG',
    'HINWEIS',
    'ACHTUNG',
    'ANMERKUNG',
    'ZUSAMMENFASSUNG',
    'ZIEL',
    'ZIELE',
    'TIPP',
    'WICHTIG',
    'KAPITEL',
    'ABSCHNITT',
    'SCHRITT',
    'REGEL',
    'FOLGERUNG',
    'VORSICHT',
    'ERGEBNIS',
  ].map(foldLabel),
);

/** Numbered speakers as transcription services write them ("Speaker 1", "SPRECHER 2", "Locutor 3"). */
const NUMBERED_SPEAKER =
  /^(?:speaker|spk|sprecher(?:in)?|locutor(?:a)?|orador(?:a)?|intervenant(?:e)?|parlante|oratore|interlocutor(?:a)?)\s*(\d{1,2})$/iu;

const UPPER_WORD = String.raw`(?:\p{Lu}[\p{Lu}\p{M}'’.\-]*|\d{1,2})`;
/** "PROFESSOR:", "CATHERINE DRENNAN:", "DR. LEE:", "SPEAKER 2:" — up to four capitalised words and a colon */
const UPPER_LABEL = new RegExp(String.raw`^(${UPPER_WORD}(?:\s${UPPER_WORD}){0,3})[ \u00a0\u202f]?:(?=\s|$)`, 'u');
/** the same inside a line, after a sentence's end ("… right? AUDIENCE: Yes.") */
const INLINE_UPPER_LABEL = new RegExp(
  String.raw`(?<=[.!?…"”)\]]\s{1,3})(${UPPER_WORD}(?:\s${UPPER_WORD}){0,3})[ \u00a0\u202f]?:\s`,
  'gu',
);
const NAME_WORD = String.raw`(?:\p{Lu}[\p{Ll}\p{M}'’\-]+\.?|\p{Lu}\.|\d{1,2})`;
/** "Professor:", "Speaker 1:", "Jane van Dyke:" — up to four capitalised words (name particles allowed) and a colon */
const NAME_LABEL = new RegExp(
  String.raw`^(${NAME_WORD}(?:\s(?:${NAME_WORD}|de|da|do|dos|das|del|della|di|du|van|von|der|den|le|la)){0,3})[ \u00a0\u202f]?:(?=\s|$)`,
  'u',
);
/** "[SPEAKER 1]", "[Professor]:" at a line's start */
const BRACKET_LABEL = /^\[([^\]\n]{1,40})\](:?)(?=\s|$)/u;
/** a line of only a label and a timestamp ("Speaker 1  0:03", "Jane Doe 00:01:12"), as transcription services export them */
const LABEL_WITH_TIME =
  /^((?:\p{Lu}[\p{L}\p{M}'’.-]*|\d{1,2})(?:\s(?:\p{Lu}[\p{L}\p{M}'’.-]*|\d{1,2})){0,3})\s+\(?\d{1,2}:\d{2}(?::\d{2})?\)?\s*$/u;
/** a timestamp opening a line ("[00:01:12]", "(1:02)", "00:01:12 –") */
const LEADING_TIME = /^[[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?[\])]?\s*[-–—]?\s*/u;
const ONLY_TIME = /^[[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?[\])]?$/u;

/** Upper case without accents, for comparing labels ("Éléve" → "ELEVE"). */
function foldLabel(label: string): string {
  return label.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();
}

function firstWordOf(label: string): string {
  return foldLabel(label)
    .split(' ')[0]!
    .replace(/[.\d]+$/u, '')
    .replace(/\.$/u, '');
}

function isStructureLabel(label: string): boolean {
  const folded = foldLabel(label);
  return STRUCTURE_WORDS.has(folded) || STRUCTURE_WORDS.has(firstWordOf(label));
}

function isRoleLabel(label: string): boolean {
  const folded = foldLabel(label).replace(/\s*\d+$/u, '');
  return ROLE_WORDS.has(folded) || NUMBERED_SPEAKER.test(label);
}

/** A label as the reader sees it: "CATHERINE DRENNAN" → "Catherine Drennan", "SPEAKER 2" → "Speaker 2". */
export function toSpeakerName(label: string): string {
  const trimmed = label.replace(/\s+/g, ' ').trim();
  const numbered = NUMBERED_SPEAKER.exec(trimmed);
  if (numbered && /^(?:speaker|spk)/iu.test(trimmed)) return `Speaker ${Number(numbered[1])}`;
  if (/\p{Ll}/u.test(trimmed)) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(/(^|[\s\-'’.])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

type LabelKind = 'upper' | 'name' | 'bracket' | 'alone';

interface LabelAtStart {
  label: string;
  kind: LabelKind;
  /** the line after the label */
  rest: string;
  /** the line opened with ">>" (a new turn even without a name) */
  isTurn: boolean;
}

/** The label a line opens with, if it has one (not yet judged a speaker). */
function readLabelAtStart(line: string): LabelAtStart | null {
  let text = line.trim();
  let isTurn = false;
  const turn = /^(?:>>|&gt;&gt;|-\s)\s*/u.exec(text);
  if (turn) {
    isTurn = turn[0].startsWith('>') || turn[0].startsWith('&');
    text = text.slice(turn[0].length);
  }
  text = text.replace(LEADING_TIME, '');
  const alone = LABEL_WITH_TIME.exec(text);
  if (alone) return { label: alone[1]!, kind: 'alone', rest: '', isTurn };
  const bracket = BRACKET_LABEL.exec(text);
  if (bracket) {
    const inside = bracket[1]!.trim();
    // "[SPEAKER 1]" always; "[Jane]:" with its colon; "[LAUGHTER]" is a marker, not a speaker
    if (NUMBERED_SPEAKER.test(inside) || bracket[2] === ':' || isRoleLabel(inside)) {
      return { label: inside, kind: 'bracket', rest: text.slice(bracket[0].length).trim(), isTurn };
    }
  }
  const upper = UPPER_LABEL.exec(text);
  if (upper && /\p{Lu}.*\p{Lu}|\d/u.test(upper[1]!) && upper[1]!.length <= 40) {
    return { label: upper[1]!, kind: 'upper', rest: text.slice(upper[0].length).trim(), isTurn };
  }
  const name = NAME_LABEL.exec(text);
  if (name && name[1]!.length <= 40)
    return { label: name[1]!, kind: 'name', rest: text.slice(name[0].length).trim(), isTurn };
  if (isTurn) return { label: '', kind: 'upper', rest: text.trim(), isTurn };
  return null;
}

/** A speaker turn of a transcript: who speaks (null when unknown) and the lines they say. */
export interface SpeakerTurn {
  speaker: string | null;
  /** the turn's lines (labels removed, markers not yet) */
  lines: string[];
  /** the turn started a new paragraph of the source */
  startsParagraph: boolean;
}

/**
 * The speakers of a transcript: the labels that open its lines, judged once for the whole text.
 * Caption cues are transcript by nature (any label that is no structure word is a speaker); in
 * pasted text a role label (PROFESSOR, AUDIENCE, Speaker 1) is enough, other labels must recur as
 * turns — two speakers or more, each at least twice, opening at least a sixth of the paragraphs
 * (a quarter for labels in mixed case, which notes use more: "Definition:", "Jane:").
 */
export class SpeakerLabels {
  private constructor(
    /** folded label → speaker name */
    private readonly speakers: Map<string, string>,
    /** the accepted labels as they are written */
    private readonly surfaces: ReadonlySet<string>,
    readonly hasTurnMarks: boolean,
    readonly hasTimestamps: boolean,
  ) {}

  /** whether the text has speakers or turn marks: it is a transcript */
  get isTranscript(): boolean {
    return this.speakers.size > 0 || this.hasTurnMarks;
  }

  get names(): string[] {
    return [...new Set(this.speakers.values())];
  }

  static find(lines: readonly string[], options: { isCaptions: boolean; paragraphCount?: number }): SpeakerLabels {
    const found = new Map<string, { label: string; kind: LabelKind; count: number }>();
    /** labels in capitals inside lines: speakers when the text is a transcript */
    const inline = new Map<string, { label: string; count: number }>();
    let turnMarks = 0;
    let timestamps = 0;
    for (const line of lines) {
      const trimmed = line.trim();
      if (LEADING_TIME.test(trimmed) && !/^\d{1,2}:\d{2}\s+\p{Ll}/u.test(trimmed)) timestamps += 1;
      for (const match of trimmed.matchAll(INLINE_UPPER_LABEL)) {
        const label = match[1]!;
        if (!/\p{Lu}.*\p{Lu}/u.test(label) || isStructureLabel(label)) continue;
        inline.set(foldLabel(label), { label, count: (inline.get(foldLabel(label))?.count ?? 0) + 1 });
      }
      const read = readLabelAtStart(trimmed);
      if (!read) continue;
      if (read.isTurn) turnMarks += 1;
      if (read.label === '' || isStructureLabel(read.label)) continue;
      const key = foldLabel(read.label);
      const entry = found.get(key);
      if (entry) entry.count += 1;
      else found.set(key, { label: read.label, kind: read.kind, count: 1 });
    }
    // "CATHERINE DRENNAN:" once, then "DRENNAN:": one speaker, named in full
    const fullNames = new Map<string, string>();
    for (const key of found.keys()) {
      const words = key.split(' ');
      if (words.length > 1 && !/^\d+$/u.test(words.at(-1)!)) fullNames.set(words.at(-1)!, key);
    }
    const counts = new Map<string, number>();
    for (const [key, entry] of found) {
      const target = fullNames.get(key) ?? key;
      counts.set(target, (counts.get(target) ?? 0) + entry.count);
    }
    const paragraphs = Math.max(1, options.paragraphCount ?? lines.length);
    const accepted = new Map<string, string>();
    const surfaces = new Set<string>();
    const recurring = (kind: 'upper' | 'name'): string[] => {
      const keys = [...found]
        .filter(([key, entry]) => entry.kind === kind && !fullNames.has(key) && (counts.get(key) ?? 0) >= 2)
        .map(([key]) => key);
      const turns = keys.reduce((sum, key) => sum + counts.get(key)!, 0);
      const share = kind === 'upper' ? 1 / 6 : 1 / 4;
      return keys.length >= 2 && turns >= paragraphs * share ? keys : [];
    };
    // "Student:" in mixed case may open a glossary line: a role in mixed case counts once it recurs
    const isRole = (key: string, entry: { label: string; kind: LabelKind }): boolean =>
      isRoleLabel(entry.label) && (entry.kind !== 'name' || (counts.get(fullNames.get(key) ?? key) ?? 0) >= 2);
    const upperRecurring = new Set(recurring('upper'));
    const nameRecurring = new Set(recurring('name'));
    // a role label ("PROFESSOR:", "[SPEAKER 1]") or turns that recur make the text a transcript: then its other labels in capitals are speakers too
    const isTranscript =
      options.isCaptions ||
      upperRecurring.size > 0 ||
      nameRecurring.size > 0 ||
      [...found].some(([key, entry]) => entry.kind === 'bracket' || isRole(key, entry));
    for (const [key, entry] of found) {
      const target = fullNames.get(key) ?? key;
      const targetEntry = found.get(target)!;
      const count = counts.get(target) ?? 0;
      const isSpeaker =
        entry.kind === 'bracket' ||
        isRole(key, entry) ||
        upperRecurring.has(target) ||
        nameRecurring.has(target) ||
        (isTranscript && entry.kind === 'upper') ||
        // a label alone on a line with a time ("Speaker 1  0:03"), or a name in mixed case, once turns are established
        (isTranscript && (entry.kind === 'alone' || entry.kind === 'name') && count >= 2);
      if (!isSpeaker) continue;
      accepted.set(key, toSpeakerName(targetEntry.label));
      surfaces.add(entry.label);
    }
    for (const [key, entry] of inline) {
      if (!isTranscript || accepted.has(key) || !(isRoleLabel(entry.label) || entry.count >= 2)) continue;
      accepted.set(key, toSpeakerName(entry.label));
      surfaces.add(entry.label);
    }
    for (const [key, entry] of inline) if (accepted.has(key)) surfaces.add(entry.label);
    const hasTimestamps = timestamps >= 3 && timestamps >= lines.length / 5;
    return new SpeakerLabels(
      accepted,
      surfaces,
      turnMarks >= 2 || (options.isCaptions && turnMarks > 0),
      hasTimestamps,
    );
  }

  /**
   * Reads one line: the speaker it opens a turn for (`undefined` when it opens none, `null` for a
   * turn by someone unnamed: ">> …") and the line without its label (and without a leading
   * timestamp when the transcript has them).
   */
  read(line: string): { speaker: string | null | undefined; text: string } {
    const trimmed = line.trim();
    const read = readLabelAtStart(trimmed);
    if (read) {
      const speaker = read.label === '' ? undefined : this.speakers.get(foldLabel(read.label));
      if (speaker !== undefined) return { speaker, text: read.rest };
      if (read.isTurn && this.hasTurnMarks)
        return {
          speaker: read.label === '' ? null : undefined,
          text: read.label === '' ? read.rest : stripTurnMark(trimmed),
        };
    }
    if (this.hasTimestamps && ONLY_TIME.test(trimmed)) return { speaker: undefined, text: '' };
    return { speaker: undefined, text: this.hasTimestamps ? trimmed.replace(LEADING_TIME, '') : trimmed };
  }

  /**
   * Splits a line where a known speaker's label in capitals sits inside it, after a sentence's end
   * ("… right? AUDIENCE: Yes."), and where ">>" marks a turn: the pieces with their speakers.
   */
  splitInline(line: string): Array<{ speaker: string | null | undefined; text: string }> {
    const first = this.read(line);
    const inline = this.getInlinePattern();
    if (inline === null) return [first];
    const pieces: Array<{ speaker: string | null | undefined; text: string }> = [];
    let current = { speaker: first.speaker, text: '' };
    let last = 0;
    for (const match of first.text.matchAll(inline)) {
      if (match.index === 0) continue;
      current.text = first.text.slice(last, match.index).trim();
      pieces.push(current);
      const label = match[1];
      current = { speaker: label === undefined ? null : this.speakers.get(foldLabel(label)), text: '' };
      last = match.index + match[0].length;
    }
    current.text = first.text.slice(last).trim();
    pieces.push(current);
    return pieces.filter((piece, index) => piece.text !== '' || (index === 0 && piece.speaker !== undefined));
  }

  private inlinePattern: RegExp | null | undefined;

  private getInlinePattern(): RegExp | null {
    if (this.inlinePattern !== undefined) return this.inlinePattern;
    const labels = [...this.surfaces].filter((label) => /\p{Lu}{2}/u.test(label) && !/\p{Ll}/u.test(label));
    const parts: string[] = [];
    if (labels.length > 0)
      parts.push(String.raw`(?<=[.!?…"”)\]]\s{1,3})(${labels.map(escapeRegExp).join('|')})[ \u00a0\u202f]?:\s+`);
    if (this.hasTurnMarks) parts.push(String.raw`\s*(?:>>|&gt;&gt;)\s*`);
    this.inlinePattern = parts.length === 0 ? null : new RegExp(parts.join('|'), 'gu');
    return this.inlinePattern;
  }
}

function stripTurnMark(line: string): string {
  return line.replace(/^(?:>>|&gt;&gt;|-\s)\s*/u, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Groups a transcript's lines into speaker turns (paragraph breaks kept as turn starts). */
export function readSpeakerTurns(paragraphs: readonly string[][], labels: SpeakerLabels): SpeakerTurn[] {
  const turns: SpeakerTurn[] = [];
  let speaker: string | null = null;
  for (const paragraph of paragraphs) {
    let isParagraphStart = true;
    for (const line of paragraph) {
      for (const piece of labels.splitInline(line)) {
        const changes = piece.speaker !== undefined && (piece.speaker !== speaker || piece.speaker === null);
        if (piece.speaker !== undefined) speaker = piece.speaker;
        const current = turns.at(-1);
        if (current && !changes && !isParagraphStart) {
          if (piece.text !== '') current.lines.push(piece.text);
        } else if (piece.text !== '' || changes) {
          turns.push({ speaker, lines: piece.text === '' ? [] : [piece.text], startsParagraph: isParagraphStart });
        }
        isParagraphStart = false;
      }
    }
  }
  return turns.filter((turn) => turn.lines.length > 0);
}

/** Markers of speech that could not be heard: a gap in what was said, shown as "…". */
const GAP_WORDS = String.raw`inaudible|unintelligible|indistinct|indiscernible|incomprehensible|crosstalk|cross-talk|overlapping(?: speech| voices)?|garbled|inaud[íi]vel|imperce(?:p)?t[íi]vel|incompreens[íi]vel|inintelig[íi]ble|incomprensible|incompr[ée]hensible|inaudible|incomprensibile|non udibile|inudibile|unverständlich|unhörbar|nicht verständlich`;
/** Markers of sounds that are not speech: removed. */
const SOUND_WORDS = String.raw`laughter|laughs|laughing|laugh|chuckles?|chuckling|giggles?|applause|applauding|clapping|claps|cheering|cheers|music|music playing|singing|sighs?|sighing|coughs?|coughing|clears throat|sneezes?|silence|pause|long pause|noise|background noise|static|beep|beeps|bell(?: rings| ringing)?|phone rings?|ringing|door (?:opens|closes|slams)|footsteps|typing|writing on (?:the )?board|chalk|side conversations?|students? talking|audience (?:laughs|laughing|laughter|applauds|applause)|blank_audio|no audio|no speech|video playback|background music|upbeat music|soft music|music continues|music ends|music fades|intro music|outro music|theme music|risas?|aplausos?|música|musica|tosse|tos|silêncio|silencio|pausa|ruído|ruido|suspiro|musique|rires?|applaudissements|toux|bruit|risate|applausi|rumore|lachen|gelächter|applaus|beifall|musik|husten|stille|geräusch`;

const GAP_MARKER = new RegExp(
  String.raw`[[(]\s*(?:${GAP_WORDS})(?:\s*(?:[-:]\s*)?\d{1,2}:\d{2}(?::\d{2})?)?\s*[\])]`,
  'giu',
);
const SOUND_MARKER = new RegExp(
  String.raw`[[(]\s*(?:${SOUND_WORDS})(?:\s+(?:and|e|y|et|und)\s+(?:${SOUND_WORDS}))?\s*[\])]`,
  'giu',
);
/** "[? order of ?]", "[?order?]": a transcriber's guess; its words are kept */
const GUESS_MARKER = /\[\?\s*([^\]?]{1,80}?)\s*\?\]/gu;
/** a bracketed run in capitals ("[SIDE CONVERSATIONS]", "[BELL RINGS]") in a transcript: a description, not speech */
const UPPER_MARKER = /\[\s*[\p{Lu}\d][\p{Lu}\p{M}\d\s'’_,.-]{1,60}\]/gu;

/**
 * Removes transcription markers from spoken text: sounds vanish, gaps become "…", guesses keep
 * their words. In a transcript (`isTranscript`) any bracketed run in capitals is a marker too; in
 * other text only the known marker words are, so "[sic]" or "[0, 1]" in notes stay.
 */
export function stripTranscriptMarkers(text: string, options: { isTranscript: boolean }): string {
  // sounds become U+E000 and gaps U+E001 (private use) first, so only the text around a marker is tidied
  let result = text
    .replace(GUESS_MARKER, '$1')
    .replace(/♪[^♪\n]{0,200}♪/gu, '\uE000')
    .replace(/♪/gu, '\uE000')
    .replace(SOUND_MARKER, '\uE000')
    .replace(GAP_MARKER, '\uE001');
  if (options.isTranscript)
    result = result.replace(UPPER_MARKER, (marker) => (/\p{Lu}{2}/u.test(marker) ? '\uE000' : marker));
  if (!/[\uE000\uE001]/u.test(result)) return result === text ? text : tidySpoken(result);
  result = result
    .replace(/[ \t]*\uE000[\uE000\s]*(?=[,.;:!?])/gu, '')
    .replace(/[ \t]*\uE000[ \t\uE000]*/gu, ' ')
    // "time [INAUDIBLE]?" → "time …?"; "know [INAUDIBLE]. Does" → "know … Does"; "[INAUDIBLE] kind of" → "… kind of"
    .replace(/[ \t]*\uE001(?:[ \t]*\uE001)*[ \t]*(?:\.(?!\.))?/gu, (gap, offset: number, whole: string) => {
      const next = whole[offset + gap.length] ?? '';
      return /[,;:!?]/u.test(next) ? ' …' : next === '' || next === '\n' ? ' …' : ' … ';
    });
  return tidySpoken(result);
}

/** Whether a text holds a known transcription marker ("[INAUDIBLE]", "(applause)"). */
export function hasTranscriptMarkers(text: string): boolean {
  GAP_MARKER.lastIndex = 0;
  SOUND_MARKER.lastIndex = 0;
  GUESS_MARKER.lastIndex = 0;
  const found = GAP_MARKER.test(text) || SOUND_MARKER.test(text) || GUESS_MARKER.test(text);
  GAP_MARKER.lastIndex = 0;
  SOUND_MARKER.lastIndex = 0;
  GUESS_MARKER.lastIndex = 0;
  return found;
}

function tidySpoken(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]{2,}/gu, ' ')
        // a gap after a sentence's end, or alone, says nothing
        .replace(/([.!?])\s*…$/u, '$1')
        .replace(/^\s*…\s*$/u, '')
        .replace(/^\s*[,;:]\s*/u, '')
        .trim(),
    )
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}
