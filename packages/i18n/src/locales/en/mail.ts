/** Emails the server sends. */
export const mail = {
  reset_subject: 'Reset your Mnemo password',
  reset_body:
    'Hello {{name}},\n\nSomeone asked to reset the password of your Mnemo account. To choose a new password, open this link within one hour:\n\n{{link}}\n\nIf it was not you, ignore this email: your password stays as it is.',
} as const;
