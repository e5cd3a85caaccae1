import type { Messages } from '../../types.ts';
import type { mail as en } from '../en/mail.ts';

export const mail: Messages<typeof en> = {
  reset_subject: 'Reponha a sua palavra-passe do Mnemo',
  reset_body:
    'Olá {{name}},\n\nAlguém pediu para repor a palavra-passe da sua conta Mnemo. Para escolher uma nova palavra-passe, abra esta ligação no prazo de uma hora:\n\n{{link}}\n\nSe não foi o próprio, ignore este email: a sua palavra-passe mantém-se.',
  oidc_linked_subject: 'A sua conta Mnemo passa a entrar com {{provider}}',
  oidc_linked_body:
    'Olá {{name}},\n\nA conta {{provider}} de {{email}} acabou de entrar no Mnemo e foi associada à sua conta. Para manter a conta segura, a palavra-passe foi removida e todos os dispositivos foram desligados: a partir de agora, entre com {{provider}}.\n\nSe não foi o próprio, contacte quem gere este servidor Mnemo.',
  invitation_subject: 'Foi convidado para o Mnemo',
  invitation_body:
    'Olá,\n\nFoi convidado a criar uma conta neste servidor Mnemo com este endereço de email ({{email}}). O convite está aberto até {{expires}}:\n\n{{link}}',
  google_linked_subject: 'A sua conta Mnemo passa a entrar com a Google',
  google_linked_body:
    'Olá {{name}},\n\nA conta Google de {{email}} acabou de entrar no Mnemo e foi associada à sua conta. Para manter a conta segura, a palavra-passe foi removida e todos os dispositivos foram desligados: a partir de agora, entre com a Google.\n\nSe não foi o próprio, contacte quem gere este servidor Mnemo.',
};
