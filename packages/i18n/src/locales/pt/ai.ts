import type { Messages } from '../../types.ts';
import type { ai as en } from '../en/ai.ts';

export const ai: Messages<typeof en> = {
  evaluation: {
    choiceCorrect: 'Correto.',
    choiceIncorrect: 'Não está correto. A resposta certa é: {{answer}}.',
    true: 'Verdadeiro',
    false: 'Falso',
    correct: 'Correto: a sua resposta cobre a resposta esperada.',
    partial: 'Parcialmente correto. A sua resposta não menciona: {{concepts}}.',
    partialGeneric: 'Parcialmente correto. Compare a sua resposta com a resposta esperada.',
    incorrect: 'Ainda não está correto. A resposta esperada fala de: {{concepts}}.',
    incorrectGeneric: 'Ainda não está correto. Compare a sua resposta com a resposta esperada.',
  },
  verdict: {
    correct: 'Correto',
    partially_correct: 'Parcialmente correto',
    incorrect: 'Incorreto',
  },
  errors: {
    unavailable: 'O serviço de IA não está a responder. Tente novamente mais tarde.',
    rateLimited: 'O serviço de IA está ocupado. Aguarde um momento e tente novamente.',
    invalidOutput: 'O serviço de IA deu uma resposta que não pôde ser usada. Tente novamente.',
  },
  explanation: {
    noMaterial: 'Ainda não há material a partir do qual explicar esta pergunta.',
  },
  generation: {
    noMaterial: 'Esta sessão ainda não tem material processado a partir do qual gerar.',
    nothingRequested: 'Escolha quantos cartões ou perguntas quer gerar.',
  },
  chat: {
    notCovered:
      'Não encontrei isto no seu material, por isso não posso responder com base nele. Pergunte sobre um tema que o material aborde, ou acrescente material sobre este.',
    noMaterial: 'Ainda não há material processado para responder.',
    fromMaterial: 'Do seu material:',
    places: 'Estas partes do seu material tratam disto, a mais relevante primeiro:',
    placePage: 'p. {{page}}',
    placePages: 'pp. {{from}}–{{to}}',
    source: 'Fonte',
    page: 'página {{page}}',
    slide: 'diapositivo {{slide}}',
  },
};
