import { describe, expect, it } from 'vitest';
import { createChunks } from '../testing/sample-material.ts';
import { analyzeMaterial } from './analyze-material.ts';
import { getExampleNames } from './example-names.ts';
import { findSentenceContextDefect } from './standalone-sentence.ts';

/**
 * A chapter on imperfect information written for this test, in the shape of the held-out economics
 * chapter whose items readers discarded (labelled set held-out-2026-11-29e,
 * h-economics-information-risk-insurance: a blank on "Marvin", a used-car buyer of one example; the
 * chapter is not in the repository). Its example's buyer is named only by a given name, in a few
 * sentences; the economists it cites are named in full or with a year.
 */
const CHAPTER = [
  `Imperfect information is a situation in which buyers and sellers do not know the same things about a good. Asymmetric information occurs when one party to a transaction knows more than the other party. A market with asymmetric information may fail to reach the efficient quantity. George Akerlof described this problem for the market of used cars. In the model of Akerlof (1970), sellers know the quality of their cars and buyers do not. Buyers therefore offer a price that reflects the average quality of the cars for sale. Owners of good cars withdraw them from the market at that price. The average quality of the cars for sale then falls, and the price falls with it.`,
  `Consider a buyer of a used car. Marvin wants to buy a used car and has found one that looks clean. Marvin can ask a mechanic to inspect the car before he pays. Marvin can also read the car's service records, which cost him some time. Even after collecting this information, Marvin still cannot be sure that he is buying a car of high quality. The seller knows much more about the car than the buyer does.`,
  `Markets have developed several ways to reduce the problems of asymmetric information. A warranty is a promise by the seller to repair a good that fails within a stated period. A warranty signals that the seller believes the good is of high quality. A brand name builds a reputation that a firm loses if it sells goods of low quality. Occupational licences certify that a worker has met a standard of training. Certification by a third party tells buyers about the quality of a good they cannot inspect. Each of these institutions lowers the cost of information for buyers. None of them removes the asymmetry of information entirely.`,
  `Insurance is a way of sharing risk among many people who each face a small chance of a large loss. An insurance company collects premiums from its customers and pays the costs of the losses that occur. The premium is the amount a customer pays to the insurance company for its protection. A deductible is the amount a customer pays before the insurance company pays anything. A copayment is a fixed amount the customer pays each time a service is used. Coinsurance is the share of the costs that the customer pays after the deductible. Insurance companies set premiums so that the premiums cover the expected costs of the losses. The expected cost of a loss is its probability multiplied by its size.`,
  `Moral hazard is the case in which people who are insured take more risks than people who are not. A driver with full insurance may drive less carefully than a driver without it. Deductibles and copayments reduce moral hazard because the insured person pays part of the cost. Adverse selection is the case in which the buyers of insurance have more information about their risks than the seller. People with higher risks are more likely to buy insurance than people with lower risks. Adverse selection raises the average cost of the people who buy insurance. An insurance company that raises its premiums may lose its customers with lower risks. Group insurance through an employer reduces adverse selection because the group is not chosen by its risks.`,
  `Charles Darwin observed that the finches of the Galápagos differ in the shapes of their beaks. Darwin explained the differences by natural selection, and economists later borrowed his idea of competition. Economists call the study of such strategic choices game theory. Government regulation of insurance markets tries to limit adverse selection and moral hazard. A law may require everyone to buy health insurance so that people with lower risks stay in the market. A law may forbid insurance companies to refuse customers because of their past illnesses. Such rules change the premiums that people with different risks pay. Economists disagree about how large the effects of these rules are.`,
];

describe('the name of one example’s character', () => {
  it('is found when a single given name is used only inside one example', () => {
    const analysis = analyzeMaterial(createChunks(CHAPTER));
    expect([...getExampleNames(analysis)]).toEqual(['Marvin']);
  });

  it('refuses the example’s sentences that name the character, and keeps the chapter’s claims', () => {
    const analysis = analyzeMaterial(createChunks(CHAPTER));
    const defectOf = (start: string) => {
      const sentence = analysis.sentences.find((candidate) => candidate.text.startsWith(start));
      if (!sentence) throw new Error(`no sentence starts with ${start}`);
      return findSentenceContextDefect(analysis, sentence.index);
    };
    expect(defectOf('Marvin can ask a mechanic')).toBe('illustration');
    expect(defectOf('Even after collecting this information, Marvin')).toBe('illustration');
    // a scientist named in full, and one cited with a year, are no example's characters
    expect(defectOf('Darwin explained the differences')).not.toBe('illustration');
    expect(defectOf('A warranty is a promise')).toBeNull();
  });
});
