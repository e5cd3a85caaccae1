import type { Messages } from '../../types.ts';
import type { mail as en } from '../en/mail.ts';

export const mail: Messages<typeof en> = {
  reset_subject: 'Reponha a sua palavra-passe do Mnemo',
  reset_body:
    'Olá {{name}},\n\nAlguém pediu para repor a palavra-passe da sua conta Mnemo. Para escolher uma nova palavra-passe, abra esta ligação no prazo de uma hora:\n\n{{link}}\n\nSe não foi o próprio, ignore este email: a sua palavra-passe mantém-se.',
};
