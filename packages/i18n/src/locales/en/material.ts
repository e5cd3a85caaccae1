/** The session page's layout and its material pane (issue 10). Server errors are in `errors`. */
export const material = {
  layout: {
    material: 'Material',
    overview: 'Overview',
    studyTabs: 'Study',
    sessionTabs: 'Session',
    divider: 'Resize the material pane',
    hideMaterial: 'Hide material',
    showMaterial: 'Show material',
  },
  pane: {
    document: 'Document',
    noDocuments: 'This session has no material yet.',
    notReady: 'This document is still being processed.',
    failed: 'This document could not be processed.',
    pageOf: 'Page {{page}} of {{count}}',
    slideOf: 'Slide {{slide}} of {{count}}',
    at: 'At {{time}}',
  },
} as const;
