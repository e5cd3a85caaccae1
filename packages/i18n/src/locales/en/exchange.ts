/** Anki/CSV import and export, and "Download my data" (issue 14). */
export const exchange = {
  import: {
    open: 'Import Anki deck or CSV',
    title: 'Import Anki deck or CSV',
    description:
      'Choose an Anki package (.apkg) or a CSV file of cards (front, back). It becomes a new session named after its deck, keeping the review history when the package has one.',
    fileLabel: 'Deck file',
    choose: 'Choose file',
    noFileChosen: 'No file chosen',
    noFile: 'Choose a file to import.',
    submit: 'Import',
    pending: 'Importing…',
    progress: 'Importing {{name}}…',
    progressValue: '{{percent}} %',
  },
  report: {
    imported_one: '{{count}} card imported.',
    imported_other: '{{count}} cards imported.',
    skipped_one: '{{count}} card was left out:',
    skipped_other: '{{count}} cards were left out:',
    reasons: {
      front_too_long_one: '{{count}} with a front longer than {{max}} characters',
      front_too_long_other: '{{count}} with a front longer than {{max}} characters',
      back_too_long_one: '{{count}} with a back longer than {{max}} characters',
      back_too_long_other: '{{count}} with a back longer than {{max}} characters',
      front_empty_one: '{{count}} with an empty front',
      front_empty_other: '{{count}} with an empty front',
      back_empty_one: '{{count}} with an empty back',
      back_empty_other: '{{count}} with an empty back',
      other: '{{count}} for another reason ({{reason}})',
    },
    imageOcclusion_one:
      '{{count}} card of Anki’s image occlusion came in as a plain card: Mnemo shows its image without the masks, so its answer is in view on the front. Edit it or delete it.',
    imageOcclusion_other:
      '{{count}} cards of Anki’s image occlusion came in as plain cards: Mnemo shows their image without the masks, so their answers are in view on the front. Edit them or delete them.',
    open: 'Open the session',
  },
  importInto: {
    open: 'Import cards',
    title: 'Import cards into this session',
    description:
      'Choose an Anki package (.apkg) or a CSV file of cards (front, back). Its cards are added to “{{name}}”, keeping the review history when the package has one.',
    done_one: '{{count}} card imported.',
    done_other: '{{count}} cards imported.',
    doneWithReviews_one: '{{count}} card imported, with {{reviews}} past reviews.',
    doneWithReviews_other: '{{count}} cards imported, with {{reviews}} past reviews.',
  },
  export: {
    apkg: 'Export as Anki (.apkg)',
    csv: 'Export as CSV',
    library: 'Export library as Anki',
    pending: 'Preparing the file…',
    failed: 'The export failed: {{message}}',
  },
  account: {
    title: 'Your data',
    description:
      'Download a zip of everything you own in Mnemo: sessions, cards with their schedules, review history, quiz attempts, chats, notes and the files you uploaded.',
    download: 'Download my data',
    preparing: 'Preparing your data…',
  },
} as const;
