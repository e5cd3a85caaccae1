/** Guided study (issue 15): the guided run, quick sessions, break coaching, reminders, music, exam labels. */
export const guided = {
  errors: {
    transition: 'This guided session cannot do that now. Reload the page to see where it is.',
    remindersUnavailable: 'Daily reminders need e-mail, which this server does not have set up.',
  },
  reminder: {
    subject: 'You have {{count}} cards to review today',
    intro: 'Hello {{name}},\n\nCards are waiting for you in Mnemo today:',
    line: '- {{session}}: {{count}}',
    outro: 'Start studying: {{link}}\n\nYou get this e-mail because you turned on daily reminders. You can turn them off in the study settings.',
  },
} as const;
