import type { Messages } from '../../types.ts';
import type { guided as en } from '../en/guided.ts';

/** Estudo guiado (issue 15): a sessão guiada, sessões rápidas, pausas, lembretes, música, rótulos de exame. */
export const guided: Messages<typeof en> = {
  errors: {
    transition: 'Esta sessão guiada não pode fazer isso agora. Recarregue a página para ver em que ponto está.',
    remindersUnavailable: 'Os lembretes diários precisam de e-mail, que este servidor não tem configurado.',
  },
  reminder: {
    subject: 'Tem {{count}} cartões para rever hoje',
    intro: 'Olá {{name}},\n\nHoje há cartões à sua espera no Mnemo:',
    line: '- {{session}}: {{count}}',
    outro: 'Comece a estudar: {{link}}\n\nRecebe este e-mail porque ativou os lembretes diários. Pode desativá-los nas definições de estudo.',
  },
};
