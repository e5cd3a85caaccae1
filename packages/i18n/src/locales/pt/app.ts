import type { Messages } from '../../types.ts';
import type { app as en } from '../en/app.ts';

export const app: Messages<typeof en> = {
  name: 'Mnemo',
};
