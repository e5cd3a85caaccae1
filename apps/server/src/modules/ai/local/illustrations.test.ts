import { describe, expect, it } from 'vitest';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { findDistractors } from './distractors.ts';
import { listDefinedTerms } from './generate-questions.ts';
import { getIllustrationSentences, isIllustrationPhrase } from './illustrations.ts';
import { findPhraseSpans } from './phrases.ts';
import { findSentenceContextDefect } from './standalone-sentence.ts';

/**
 * A logic chapter written for this test, of the kind a learner-reader found discarded (ADR 143):
 * its subject is arguments, premises, conclusions and validity; its sample sentences are about
 * rain, planets, muesli and a cat.
 */
const LOGIC_CHAPTER = [
  `Logic is the study of arguments. An argument is a series of sentences in which the last sentence is the conclusion and the other sentences are premises. The premises of an argument are the sentences offered in support of its conclusion. The conclusion of an argument is the sentence that the premises are meant to support. A sentence in logic is something that can be true or false. Questions and commands are not sentences in this sense, because they cannot be true or false. Consider the following argument: It is raining heavily. If you do not take an umbrella, you will get soaked. So you should take an umbrella. Each premise of this argument is a sentence that can be true or false.`,
  `Whether a sentence is true depends on how the world is. For example, Earth is the third planet from the Sun. Muesli is a breakfast cereal made of oats and dried fruit. The cat is sitting on the mat. Such sentences are true or false, but logic does not ask which of them are true. Logic asks whether the premises of an argument support its conclusion. An argument is valid when it is impossible for the premises to be true and the conclusion false at the same time. An argument is sound when it is valid and all of its premises are true. A valid argument may have false premises and a false conclusion. An invalid argument may have true premises and a true conclusion. Validity is a property of the form of an argument, not of the truth of its premises.`,
  `Entailment is the relation between premises and a conclusion that makes an argument valid. The premises entail the conclusion when no case makes the premises true and the conclusion false. Two sentences are jointly consistent when some case makes both sentences true. Sentences are jointly inconsistent when no case makes all of them true. A sentence is necessarily true when no case makes the sentence false. A sentence is necessarily false when no case makes the sentence true. A sentence is contingent when it is neither necessarily true nor necessarily false. Logic studies which arguments are valid by looking at the form of their sentences. The form of an argument is what remains when its particular sentences are replaced by letters.`,
  `A conclusion indicator is a word that marks the sentence that follows as the conclusion of an argument. Words such as therefore, so and hence are conclusion indicators. A premise indicator is a word that marks a sentence as a premise of an argument. Words such as because and since are premise indicators. An argument may state its conclusion first and its premises after it. The conclusion of an argument is not always its last sentence in ordinary speech. When we write an argument in standard form, the premises come first and the conclusion comes last. Deductive validity is the standard of support that logic studies. An inductive argument gives premises that make its conclusion likely but not certain. An inductive argument is never deductively valid.`,
  `Truth tables show every case for the sentences of an argument. Each row of a truth table is one case for the atomic sentences. An atomic sentence is a sentence that contains no logical connective. A logical connective is an expression that builds a longer sentence from shorter sentences. Negation, conjunction and disjunction are logical connectives. The conjunction of two sentences is true when both sentences are true. The disjunction of two sentences is true when at least one of the sentences is true. The negation of a sentence is true when the sentence is false. A truth table tests an argument for validity by checking every row in which the premises are true. If the conclusion is true in every such row, the argument is valid.`,
  `Logic also studies how the premises of an argument can fail to support its conclusion. A fallacy is an argument that seems valid but is invalid. Affirming the consequent is a fallacy in which the conclusion is drawn from a conditional and its consequent. Denying the antecedent is a fallacy in which the conclusion is drawn from a conditional and the negation of its antecedent. Modus ponens is a valid form of argument in which the consequent is drawn from a conditional and its antecedent. Modus tollens is a valid form of argument in which the negation of the antecedent is drawn from a conditional and the negation of its consequent. A conditional sentence has an antecedent and a consequent. The antecedent of a conditional is the sentence after the word if. The consequent of a conditional is the sentence after the word then.`,
  `A proof is a sequence of sentences that shows that a conclusion follows from premises. Each sentence of a proof is a premise or follows from earlier sentences by a rule. A rule of inference is a valid form of argument that a proof may use at any step. A proof shows that an argument is valid without a truth table. Logic calls an argument form valid when every argument of that form is valid.`,
];

describe('illustrations of the subject (ADR 143)', () => {
  const analysis = analyzeMaterial(createChunks(LOGIC_CHAPTER));
  const indexOf = (opening: string): number =>
    analysis.sentences.findIndex((sentence) => sentence.text.startsWith(opening));

  it('gives no item from a sample sentence set up as an example', () => {
    for (const opening of [
      'For example, Earth is',
      'Muesli is a breakfast',
      'The cat is sitting',
      'If you do not take',
      'So you should take',
    ]) {
      const index = indexOf(opening);
      expect(index, opening).toBeGreaterThanOrEqual(0);
      expect(findSentenceContextDefect(analysis, index), opening).toBe('illustration');
    }
  });

  it('keeps the sentences that state the subject', () => {
    for (const opening of [
      'An argument is valid when',
      'Entailment is the relation',
      'A fallacy is an argument',
      'Logic is the study of arguments',
    ]) {
      const index = indexOf(opening);
      expect(index, opening).toBeGreaterThanOrEqual(0);
      expect(getIllustrationSentences(analysis).has(index), opening).toBe(false);
    }
  });

  it('never offers an illustration’s term as a defined term, a distractor or a sibling', () => {
    const terms = listDefinedTerms(analysis).map((term) => term.definition.bareTerm.toLowerCase());
    expect(terms).toContain('fallacy');
    for (const term of terms) expect(term, term).not.toMatch(/earth|muesli|cat\b/u);
  });

  it('never offers a phrase named only in illustrations as a wrong option', () => {
    const umbrella = analysis.phrases.find((phrase) => phrase.key.startsWith('umbrella'));
    expect(umbrella && isIllustrationPhrase(analysis, umbrella)).toBe(true);
    for (const sentence of analysis.sentences) {
      if (getIllustrationSentences(analysis).has(sentence.index)) continue;
      for (const span of findPhraseSpans(sentence, analysis))
        for (const option of findDistractors(analysis, sentence, span, { count: 3, seed: `${sentence.index}` }))
          expect(option, sentence.text).not.toMatch(/umbrella|planet|muesli|cereal|\bsun\b|\bcat\b/iu);
    }
  });
});
