import type { LearnTopic, ExamKey } from './public-paths.ts';

/** The marketing claims of spec §1 that summarise research; the wording is in the `public` copy. */
export type ClaimKey = 'quizRetention' | 'lessForgetting' | 'dayLoss' | 'recall' | 'activeLearning' | 'classSize';

export interface ResearchSource {
  citation: string;
  url: string;
}

const roediger2006: ResearchSource = {
  citation:
    'Roediger, H. L., & Karpicke, J. D. (2006). Test-enhanced learning: Taking memory tests improves long-term retention. Psychological Science, 17(3), 249–255.',
  url: 'https://doi.org/10.1111/j.1467-9280.2006.01693.x',
};
const cepeda2006: ResearchSource = {
  citation:
    'Cepeda, N. J., Pashler, H., Vul, E., Wixted, J. T., & Rohrer, D. (2006). Distributed practice in verbal recall tasks: A review and quantitative synthesis. Psychological Bulletin, 132(3), 354–380.',
  url: 'https://doi.org/10.1037/0033-2909.132.3.354',
};
const ebbinghaus1885: ResearchSource = {
  citation: 'Ebbinghaus, H. (1885). Über das Gedächtnis [Memory: A Contribution to Experimental Psychology].',
  url: 'https://psychclassics.yorku.ca/Ebbinghaus/index.htm',
};
const murreDros2015: ResearchSource = {
  citation:
    'Murre, J. M. J., & Dros, J. (2015). Replication and analysis of Ebbinghaus’ forgetting curve. PLOS ONE, 10(7), e0120644.',
  url: 'https://doi.org/10.1371/journal.pone.0120644',
};
const dunlosky2013: ResearchSource = {
  citation:
    'Dunlosky, J., Rawson, K. A., Marsh, E. J., Nathan, M. J., & Willingham, D. T. (2013). Improving students’ learning with effective learning techniques. Psychological Science in the Public Interest, 14(1), 4–58.',
  url: 'https://doi.org/10.1177/1529100612453266',
};
const freeman2014: ResearchSource = {
  citation:
    'Freeman, S., Eddy, S. L., McDonough, M., Smith, M. K., Okoroafor, N., Jordt, H., & Wenderoth, M. P. (2014). Active learning increases student performance in science, engineering, and mathematics. PNAS, 111(23), 8410–8415.',
  url: 'https://doi.org/10.1073/pnas.1319030111',
};

/** Each claim and the research it summarises. Citations stay in their original language. */
export const CLAIM_SOURCES: Readonly<Record<ClaimKey, readonly ResearchSource[]>> = {
  quizRetention: [roediger2006],
  lessForgetting: [cepeda2006],
  dayLoss: [ebbinghaus1885, murreDros2015],
  recall: [dunlosky2013],
  activeLearning: [freeman2014],
  classSize: [freeman2014],
};

/** Which claims each page shows: the ones that bear on its method. */
export const LEARN_CLAIMS: Readonly<Record<LearnTopic, readonly ClaimKey[]>> = {
  flashcards: ['lessForgetting', 'dayLoss', 'recall'],
  quizzes: ['quizRetention', 'recall', 'activeLearning'],
  pdf: ['activeLearning', 'quizRetention', 'dayLoss'],
  powerpoint: ['quizRetention', 'dayLoss', 'activeLearning'],
  youtube: ['dayLoss', 'quizRetention', 'lessForgetting'],
  audio: ['dayLoss', 'quizRetention', 'lessForgetting'],
  web: ['quizRetention', 'lessForgetting', 'dayLoss'],
  timeboxing: ['activeLearning', 'recall', 'quizRetention'],
  microlearning: ['lessForgetting', 'dayLoss', 'recall'],
};

export const EXAM_CLAIMS: Readonly<Record<ExamKey, readonly ClaimKey[]>> = {
  law: ['quizRetention', 'lessForgetting', 'activeLearning'],
  medicine: ['lessForgetting', 'dayLoss', 'quizRetention'],
  'high-school': ['quizRetention', 'dayLoss', 'recall'],
  sat: ['recall', 'lessForgetting', 'quizRetention'],
  national: ['dayLoss', 'lessForgetting', 'quizRetention'],
};

export const EDUCATOR_CLAIMS: readonly ClaimKey[] = ['activeLearning', 'classSize', 'quizRetention'];
