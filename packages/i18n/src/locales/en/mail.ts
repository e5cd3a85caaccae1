/** Emails the server sends. */
export const mail = {
  reset_subject: 'Reset your Mnemo password',
  reset_body:
    'Hello {{name}},\n\nSomeone asked to reset the password of your Mnemo account. To choose a new password, open this link within one hour:\n\n{{link}}\n\nIf it was not you, ignore this email: your password stays as it is.',
  oidc_linked_subject: 'Your Mnemo account now signs in with {{provider}}',
  oidc_linked_body:
    'Hello {{name}},\n\nThe {{provider}} account of {{email}} has just signed in to Mnemo and was linked to your account. To keep the account safe, its password was removed and every device was signed out: from now on, sign in with {{provider}}.\n\nIf you did not do this, contact the person who runs this Mnemo server.',
  invitation_subject: 'You are invited to Mnemo',
  invitation_body:
    'Hello,\n\nYou are invited to create an account on this Mnemo server with this email address ({{email}}). The invitation is open until {{expires}}:\n\n{{link}}',
  google_linked_subject: 'Your Mnemo account now signs in with Google',
  google_linked_body:
    'Hello {{name}},\n\nThe Google account of {{email}} has just signed in to Mnemo and was linked to your account. To keep the account safe, its password was removed and every device was signed out: from now on, sign in with Google.\n\nIf you did not do this, contact the person who runs this Mnemo server.',
} as const;
