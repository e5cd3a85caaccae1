import { describe, expect, it } from 'vitest';
import {
  analyzeQuestion,
  detectAnswerType,
  detectQuestionKind,
  findNames,
  holdsAnswerType,
  isAnswerTypeNoun,
} from './question.ts';
import { createTermMatcher, getWordKeys, isSameWord, matchTerm, toAmericanSpelling } from './word-keys.ts';
import { translateWord } from './lexicon.ts';

describe('question kinds', () => {
  it.each([
    ['What is a dictionary?', 'en', 'define'],
    ['What does encapsulation mean?', 'en', 'define'],
    ['Define reduction to a previously solved problem.', 'en', 'define'],
    ['How do I define my own function?', 'en', 'how'],
    ['How many seconds are there in a minute?', 'en', 'other'],
    ['Why does a recursive function need a base case?', 'en', 'why'],
    ['What is the difference between a list and a tuple?', 'en', 'compare'],
    ['Which chapter covers recursion?', 'en', 'where'],
    ['On which page is the floor division operator introduced?', 'en', 'where'],
    ['Where does the book explain stack diagrams?', 'en', 'where'],
    // a "where" about the subject, not about the material
    ['Where does the Calvin cycle take place?', 'en', 'other'],
    ['Em que página se fala de dicionários?', 'pt', 'where'],
    ['Onde é que o livro explica os métodos das listas?', 'pt', 'where'],
    ['O que é uma função recursiva?', 'pt', 'define'],
    ['Como se percorre uma string?', 'pt', 'how'],
    ['Porque é que as strings são imutáveis?', 'pt', 'why'],
    ['¿Qué es una variable local?', 'es', 'define'],
    ['¿En qué capítulo se explica la independencia?', 'es', 'where'],
    ['Qu’est-ce qu’un algorithme ?', 'fr', 'define'],
    ['Comment fonctionne la méthode de Newton ?', 'fr', 'how'],
    ['Come si eliminano gli elementi da una lista?', 'it', 'how'],
    ['Was ist ein Kommentar?', 'de', 'define'],
    ['In welchem Kapitel geht es um Listen?', 'de', 'where'],
    // "which part of" a thing of the subject is not a place in the material; "which part of the book" is
    ['Statues adorn which part of the tower above the main entrance?', 'en', 'other'],
    ['Which part of the book introduces the turtle module?', 'en', 'where'],
    ['Which part covers recursion?', 'en', 'where'],
  ] as const)('%s → %s', (question, language, kind) => {
    expect(detectQuestionKind(question, language)).toBe(kind);
  });

  it('keeps the subject and drops the framing', () => {
    expect(analyzeQuestion('What is a dictionary?', 'en').words).toEqual(['dictionary']);
    expect(analyzeQuestion('Which chapter covers recursion?', 'en').words).toEqual(['recursion']);
    expect(analyzeQuestion('What does encapsulation mean?', 'en').words).toEqual(['encapsulation']);
    expect(analyzeQuestion('Em que página o livro explica o que é uma docstring?', 'pt').words).toEqual(['docstring']);
  });

  it('reads the two sides of a comparison', () => {
    expect(analyzeQuestion('What is the difference between a list and a tuple?', 'en').sides).toEqual([
      ['list'],
      ['tuple'],
    ]);
  });

  it('drops the question words of every language ("comment", "wozu dient", "cuántas")', () => {
    expect(analyzeQuestion('Comment les auteurs ont-ils estimé la validité des données ?', 'fr').words).not.toContain(
      'comment',
    );
    expect(analyzeQuestion('Was ist ein Kommentar und wozu dient er?', 'de').words).toEqual(['kommentar']);
    expect(analyzeQuestion('¿Cuántas preguntas tiene el conjunto de datos?', 'es').words).not.toContain('cuántas');
  });

  it('keeps a function word used as a name after an article ("a while loop")', () => {
    expect(analyzeQuestion('How does a while loop stop?', 'en').words).toEqual(['while', 'loop', 'stop']);
  });
});

describe('what a factual question expects', () => {
  it.each([
    ['When did the accident occur?', 'en', 'date'],
    ['What year did the Broncos win their third title?', 'en', 'date'],
    ['How many companies took part in the contest?', 'en', 'number'],
    ['What percent of the labour force works in farming?', 'en', 'number'],
    ['Who first sent radio waves across the Atlantic?', 'en', 'person'],
    ['What city did the game take place in?', 'en', 'place'],
    ['Where was the game held?', 'en', 'place'],
    ['Quando foi assinado o tratado?', 'pt', 'date'],
    ['¿Cuántas preguntas tiene el conjunto de datos?', 'es', 'number'],
    ['Wer hat das Buch geschrieben?', 'de', 'person'],
    ['What is a variable?', 'en', null],
    ['How does a while loop stop?', 'en', null],
  ] as const)('%s → %s', (question, language, type) => {
    expect(detectAnswerType(question, language)).toBe(type);
  });

  it('tells sentences that hold a date, a number, a name or a place', () => {
    expect(holdsAnswerType('The game was played on February 7, 2016.', 'date')).toBe(true);
    expect(holdsAnswerType('In the fall of 1937 he left the hotel.', 'date')).toBe(true);
    expect(holdsAnswerType('You may call the function again.', 'date')).toBe(false);
    expect(holdsAnswerType('Ten companies entered the contest.', 'number')).toBe(true);
    expect(holdsAnswerType('A list is a sequence of values.', 'number')).toBe(false);
    // a section's number run into its first sentence is not the answer's
    expect(
      holdsAnswerType('3 Short Answer Feedback dataset To remedy the lack of data, we provide SAF.', 'number'),
    ).toBe(false);
    expect(holdsAnswerType('There are 22 English short answer questions.', 'number')).toBe(true);
    expect(holdsAnswerType('Figure 2 shows the length of the answers.', 'number')).toBe(false);
    expect(detectAnswerType('Qual é o comprimento das respostas dos alunos?', 'pt')).toBe('number');
    expect(detectAnswerType('What is the length of the answers?', 'en')).toBe('number');
    expect(holdsAnswerType('The first transmission was made by Guglielmo Marconi.', 'person')).toBe(true);
    expect(holdsAnswerType('It was held at Levi’s Stadium.', 'place')).toBe(true);
    expect(holdsAnswerType('It was held in the afternoon.', 'place')).toBe(false);
  });

  it('reads a role as the person a "who" question expects, and a month or a weekday as no one (ADR 149)', () => {
    expect(holdsAnswerType('To ensure the expertise, we selected two graduate students.', 'person')).toBe(true);
    expect(holdsAnswerType('The rubric was drafted by a researcher.', 'person')).toBe(true);
    expect(holdsAnswerType('Os dados foram anotados por dois estudantes.', 'person')).toBe(true);
    expect(holdsAnswerType('Die Daten wurden von zwei Forscherinnen annotiert.', 'person')).toBe(true);
    expect(holdsAnswerType('The data was collected between April 2020 and June 2021.', 'person')).toBe(false);
    expect(holdsAnswerType('The data was collected on a Monday and a Friday.', 'person')).toBe(false);
    expect(holdsAnswerType('It was called a personal loop.', 'person')).toBe(false);
  });

  it('takes the noun naming the expected answer for framing', () => {
    expect(isAnswerTypeNoun('year')).toBe(true);
    expect(isAnswerTypeNoun('city')).toBe(true);
    expect(isAnswerTypeNoun('stadium')).toBe(true);
    expect(isAnswerTypeNoun('variable')).toBe(false);
  });
});

describe('whole words and their inflections', () => {
  it('keys British and American spellings alike', () => {
    expect(isSameWord('labor', 'labour', 'en')).toBe(true);
    expect(isSameWord('behavior', 'behaviours', 'en')).toBe(true);
    expect(isSameWord('organize', 'organised', 'en')).toBe(true);
    expect(toAmericanSpelling('hour')).toBeNull();
    expect(toAmericanSpelling('exercise')).toBeNull();
    expect(isSameWord('four', 'for', 'en')).toBe(false);
  });

  it('matches inflections of a word', () => {
    expect(isSameWord('dictionary', 'dictionaries', 'en')).toBe(true);
    expect(isSameWord('function', 'functions', 'en')).toBe(true);
    expect(isSameWord('dicionário', 'dicionários', 'pt')).toBe(true);
  });

  it('never matches a word that merely contains the other, or shares only its root', () => {
    expect(isSameWord('capital', 'capitalize', 'en')).toBe(false);
    expect(isSameWord('capital', 'capitalize_all', 'en')).toBe(false);
    expect(isSameWord('election', 'selection', 'en')).toBe(false);
    expect(isSameWord('art', 'article', 'en')).toBe(false);
  });

  it('keys a word WordNet does not know as itself, without a plural s', () => {
    expect(getWordKeys('docstrings', 'en')).toEqual(['docstring']);
  });
});

describe('the bilingual lexicon', () => {
  it('puts a word into another language through the synsets both share', () => {
    expect(translateWord('dicionário', 'pt', 'en').map((t) => t.word)).toContain('dictionary');
    expect(translateWord('wörterbuch', 'de', 'en').map((t) => t.word)).toContain('dictionary');
    expect(translateWord('probability', 'en', 'es').map((t) => t.word)).toContain('probabilidad');
    expect(translateWord('população', 'pt', 'en')[0]!.word).toBe('population');
  });

  it('finds an inflected word by its lemma', () => {
    expect(translateWord('dicionários', 'pt', 'en').map((t) => t.word)).toContain('dictionary');
  });

  it('goes between two languages other than English', () => {
    expect(translateWord('independência', 'pt', 'es').map((t) => t.word)).toContain('independencia');
  });

  it('puts study and computing words in their sense first (the supplement)', () => {
    expect(translateWord('ciclo', 'pt', 'en')[0]!.word).toBe('loop');
    expect(translateWord('kommentar', 'de', 'en')[0]!.word).toBe('comment');
    expect(translateWord('loop', 'en', 'es').map((translation) => translation.word)).toContain('bucle');
  });

  it('gives nothing for a word it does not know', () => {
    expect(translateWord('zorblax', 'pt', 'en')).toEqual([]);
  });
});

describe('the names a question holds', () => {
  it('are its capitalised words past the first, not function words; none in German, which capitalises nouns', () => {
    expect(findNames('Qual é a distância de Lisboa a Londres?', 'pt')).toEqual(['lisboa', 'londres']);
    expect(findNames('How much does an Nvidia RTX card cost?', 'en')).toEqual(['nvidia', 'rtx']);
    expect(findNames('Quem escreveu Os Lusíadas?', 'pt')).toEqual(['lusíadas']);
    expect(findNames('What is a variable?', 'en')).toEqual([]);
    expect(findNames('Was ist das Skalarprodukt?', 'de')).toEqual([]);
  });
});

describe('a hyphenated name in a question', () => {
  it("matches the text's hyphenated word as well as its parts", () => {
    const keysOf = getWordKeys;
    const matcher = createTermMatcher(['cauchy-schwarz'], 'pt');
    expect(matchTerm(matcher, new Set(keysOf('cauchy-schwarz', 'pt')), ['cauchy-schwarz'])).toBe(1);
    expect(matchTerm(matcher, new Set(keysOf('schwarz', 'pt')), ['schwarz'])).toBe(1);
  });
});

describe('a Portuguese "o que …" question', () => {
  it('keeps "que" out of its subject whatever verb follows', () => {
    expect(analyzeQuestion('O que diz o paradoxo de Banach-Tarski?', 'pt').words).toEqual([
      'paradoxo',
      'banach-tarski',
    ]);
    expect(analyzeQuestion('O que representa a norma do produto vetorial?', 'pt').words).not.toContain('que');
  });
});

describe('"what is the best way to …" (ADR 110)', () => {
  it('asks how, in each language, with its framing dropped', () => {
    const english = analyzeQuestion('What is the best way to learn to play the guitar?', 'en');
    expect(english.kind).toBe('how');
    expect(english.words).toEqual(['play', 'guitar']);
    expect(detectQuestionKind('Qual é a melhor maneira de ler um ficheiro?', 'pt')).toBe('how');
    expect(detectQuestionKind('¿Cuál es la mejor manera de leer un archivo?', 'es')).toBe('how');
    expect(detectQuestionKind('Quelle est la meilleure façon de lire un fichier ?', 'fr')).toBe('how');
    expect(detectQuestionKind('What is the best-known algorithm?', 'en')).toBe('define');
  });

  it('leaves "cos\'è" out of an Italian question\'s words', () => {
    expect(analyzeQuestion("Che cos'è una parola chiave?", 'it').words).toEqual(['parola', 'chiave']);
  });
});

describe('how a thing is defined, what a statement says, and framing nouns that name a thing (ADR 160)', () => {
  it.each([
    ['How is the dot product of two vectors defined?', 'en', ['dot', 'product', 'two', 'vectors']],
    ['Como se define o produto escalar de dois vetores?', 'pt', ['produto', 'escalar', 'dois', 'vetores']],
    ['¿Cómo se define una función medible?', 'es', ['función', 'medible']],
    ['Comment définit-on le produit scalaire ?', 'fr', ['produit', 'scalaire']],
    ['Come si definisce il prodotto scalare?', 'it', ['prodotto', 'scalare']],
    ['Wie ist das Skalarprodukt definiert?', 'de', ['skalarprodukt']],
    ['What does the monotone convergence theorem state?', 'en', ['monotone', 'convergence', 'theorem']],
  ] as const)('"%s" (%s) asks what the thing is', (question, language, words) => {
    const analysis = analyzeQuestion(question, language);
    expect(analysis.kind).toBe('define');
    expect(analysis.words).toEqual(words);
  });

  it('still reads "how do I define …" and "how is a function called" as how to do it', () => {
    expect(detectQuestionKind('How do I define my own function?', 'en')).toBe('how');
    expect(detectQuestionKind('How is a function called?', 'en')).toBe('how');
    expect(detectQuestionKind('¿Cómo se llama a una función?', 'es')).toBe('how');
  });

  it.each([
    ['What is a unit vector?', 'en', ['unit', 'vector']],
    ['What is the real part of a complex number?', 'en', ['real', 'part', 'complex', 'number']],
    ['O que é a parte real de um número complexo?', 'pt', ['parte', 'real', 'número', 'complexo']],
  ] as const)('keeps a framing noun that names the thing with its neighbour: "%s"', (question, language, words) => {
    expect(analyzeQuestion(question, language).words).toEqual(words);
  });

  it('still drops the framing noun of a place question', () => {
    expect(analyzeQuestion('Which unit covers recursion?', 'en').words).toEqual(['recursion']);
    expect(analyzeQuestion('Em que parte do livro se fala de recursão?', 'pt').words).toEqual(['recursão']);
  });

  it.each([
    ['Que orientação devo seguir na minha carreira?', 'pt', ['orientação', 'seguir', 'carreira']],
    ['¿Qué debo estudiar para el examen?', 'es', ['estudiar', 'examen']],
    ['Que dois-je réviser pour l’examen ?', 'fr', ['réviser', 'examen']],
    ['Was soll ich für die Prüfung lernen?', 'de', ['prüfung']],
  ] as const)('leaves the learner\'s "should I" out of "%s"', (question, language, words) => {
    expect(analyzeQuestion(question, language).words).toEqual(words);
  });
});

describe('"what does X measure / represent" asks what X is (ADR 160)', () => {
  it.each([
    ['What does FST measure?', 'en', ['fst']],
    ['¿Qué mide la FST?', 'es', ['fst']],
    ['O que mede o índice de fixação?', 'pt', ['índice', 'fixação']],
    ['Que représente l’indice de fixation ?', 'fr', ['indice', 'fixation']],
    ['Cosa misura la FST?', 'it', ['fst']],
    ['¿Qué afirma la ley de Kolmogorov?', 'es', ['ley', 'kolmogorov']],
  ] as const)('"%s" (%s)', (question, language, words) => {
    const analysis = analyzeQuestion(question, language);
    expect(analysis.kind).toBe('define');
    expect(analysis.words).toEqual(words);
  });
});

describe('"what does X represent" said of a way of seeing X (ADR 160)', () => {
  it('keeps "O que representa geometricamente …" a question of its own kind, with its verb', () => {
    const analysis = analyzeQuestion('O que representa geometricamente a norma do produto vetorial?', 'pt');
    expect(analysis.kind).toBe('other');
    expect(analysis.words).toContain('representa');
  });
});
