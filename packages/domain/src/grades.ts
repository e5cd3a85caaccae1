/** Grades A–F from a quiz score in [0,1] (ARCHITECTURE.md §7). */
export const GRADES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type Grade = (typeof GRADES)[number];

export function getGrade(score: number): Grade {
  const percent = score * 100;
  if (percent >= 90) return 'A';
  if (percent >= 80) return 'B';
  if (percent >= 70) return 'C';
  if (percent >= 60) return 'D';
  if (percent >= 50) return 'E';
  return 'F';
}
