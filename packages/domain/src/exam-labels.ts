/** A session's exam topic label (spec §2: SAT, Bar, Medicine) and the public exam page it links to. */
export const EXAM_LABELS = ['SAT', 'Bar', 'Medicine'] as const;
export type ExamLabel = (typeof EXAM_LABELS)[number];

const EXAM_PAGES: Record<ExamLabel, string> = { SAT: '/exams/sat', Bar: '/exams/law', Medicine: '/exams/medicine' };

export function isExamLabel(value: string): value is ExamLabel {
  return (EXAM_LABELS as readonly string[]).includes(value);
}

/** The English path of the label's public exam page (the web prefixes `/pt` for Portuguese). */
export function getExamPagePath(label: ExamLabel): string {
  return EXAM_PAGES[label];
}
