import { describe, expect, it } from 'vitest';
import { EXAM_LABELS, getExamPagePath } from './exam-labels.ts';

describe('exam labels', () => {
  it('are SAT, Bar and Medicine, each linking its public exam page', () => {
    expect(EXAM_LABELS).toEqual(['SAT', 'Bar', 'Medicine']);
    expect(EXAM_LABELS.map(getExamPagePath)).toEqual(['/exams/sat', '/exams/law', '/exams/medicine']);
  });
});
