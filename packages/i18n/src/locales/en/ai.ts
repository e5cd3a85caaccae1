/** Words of the AI layer shown in the interface language: answer feedback and chat (issue 4). */
export const ai = {
  evaluation: {
    choiceCorrect: 'Correct.',
    choiceIncorrect: 'Not correct. The right answer is: {{answer}}.',
    true: 'True',
    false: 'False',
    correct: 'Correct: your answer covers the expected answer.',
    partial: 'Partly correct. Your answer does not mention: {{concepts}}.',
    partialGeneric: 'Partly correct. Compare your answer with the expected answer.',
    incorrect: 'Not correct yet. The expected answer is about: {{concepts}}.',
    incorrectGeneric: 'Not correct yet. Compare your answer with the expected answer.',
  },
  verdict: {
    correct: 'Correct',
    partially_correct: 'Partially correct',
    incorrect: 'Incorrect',
  },
  errors: {
    unavailable: 'The AI service is not responding. Please try again later.',
    rateLimited: 'The AI service is busy. Please wait a moment and try again.',
    invalidOutput: 'The AI service gave an answer that could not be used. Please try again.',
  },
  explanation: {
    noMaterial: 'There is no material to explain this question from yet.',
  },
  generation: {
    noMaterial: 'This session has no processed material to generate from yet.',
    nothingRequested: 'Choose how many flashcards or questions to generate.',
  },
  chat: {
    notCovered:
      'I could not find this in your material, so I cannot answer it from there. Try asking about a topic it covers, or add material about this one.',
    noMaterial: 'There is no processed material to answer from yet.',
    fromMaterial: 'From your material:',
    places: 'These parts of your material treat it, the most relevant first:',
    placePage: 'p. {{page}}',
    placePages: 'pp. {{from}}–{{to}}',
    source: 'Source',
    page: 'page {{page}}',
    slide: 'slide {{slide}}',
  },
} as const;
