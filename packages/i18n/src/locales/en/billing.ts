/** Plans, prices and subscriptions (issue 13): pricing page figures, account section, billing mails. */
export const billing = {
  price: {
    monthly: '{{price}}/month',
    annual: '{{price}}/year',
  },
  pricing: {
    operatorPlans: 'On this server, plans are assigned by its operator. Ask them if you need higher limits.',
  },
  errors: {
    off: 'Plans are not sold on this server.',
    alreadySubscribed: 'You already have a subscription. Change it from your account page.',
    noSubscription: 'You have no paid subscription to change.',
    notUpgrade: 'Choose a plan above your current one to upgrade.',
    notDowngrade: 'Choose a plan below your current one to downgrade.',
    nothingToResume: 'There is no cancellation or scheduled change to undo.',
    signature: 'The payment provider’s signature is missing or invalid.',
  },
  mail: {
    paymentFailedSubject: 'Your Mnemo payment did not go through',
    paymentFailedBody:
      'Hello {{name}},\n\nWe could not take the payment for your Mnemo plan. Your plan stays as it is while we try again. To update your payment details, open:\n\n{{link}}\n\nIf the payment keeps failing, your account will move to the free plan. Nothing you stored is deleted.',
    paymentFailedBodyWithRemoval:
      'Hello {{name}},\n\nWe could not take the payment for your Mnemo plan. Your plan stays as it is while we try again. To update your payment details, open:\n\n{{link}}\n\nIf the payment keeps failing, your account will move to the free plan, and later the documents over the free plan’s limit may be removed. You would be warned twice by e-mail before.',
    removalWarningSubject: 'Some of your Mnemo documents will be removed on {{date}}',
    removalLastWarningSubject: 'Last reminder: some of your Mnemo documents will be removed on {{date}}',
    removalWarningBody:
      'Hello {{name}},\n\nYour Mnemo account moved to the free plan after its renewals went unpaid. You have {{count}} documents and the free plan keeps {{limit}}. On {{date}}, {{excess}} of them (the most recently added) will be removed, with their exercises and files.\n\nTo keep them, subscribe again, or remove documents yourself until you have {{limit}}:\n\n{{link}}',
  },
  account: {
    status: {
      free: 'Free plan',
      active: 'Active',
      past_due: 'Payment failed',
      cancel_at_period_end: 'Cancelled: ends at the end of the period',
      downgraded: 'Moved to the free plan after unpaid renewals',
    },
    statusLabel: 'Status',
    renews: 'Renews on {{date}}',
    ends: 'Paid access ends on {{date}}',
    scheduled: 'Changes to {{plan}} on {{date}}',
    choosePlan: 'Choose a plan',
    upgrade: 'Upgrade',
    downgrade: 'Downgrade',
    cancel: 'Cancel subscription',
    resume: 'Keep my subscription',
    openingPortal: 'Opening the page to update your payment details…',
    confirmingPayment: 'Confirming your payment with the payment provider…',
    paymentNotConfirmed: 'Your payment is not confirmed yet. Reload this page in a few minutes to see your new plan.',
    invoices: 'Invoices and payment details',
    targetPlan: 'Plan',
    upgradeTitle: 'Upgrade to {{plan}}',
    upgradeCharge:
      'You will be charged {{amount}} now for the rest of this billing period. Your new limits apply at once.',
    upgradeConfirm: 'Confirm upgrade',
    downgradeTitle: 'Downgrade to {{plan}}',
    downgradeBody: 'You keep your current plan until {{date}}; then {{plan}} applies. Nothing you stored is deleted.',
    downgradeConfirm: 'Confirm downgrade',
    cancelTitle: 'Cancel your subscription?',
    cancelBody: 'You keep your paid plan until {{date}}, then move to the free plan. Nothing you stored is deleted.',
    cancelConfirm: 'Cancel subscription',
    keep: 'Keep it',
    loadingPreview: 'Asking the payment provider for the charge…',
    operatorPlans: 'Plans on this server are assigned by its operator.',
    refunds:
      'Refunds can be requested within 14 days of a payment. Payments are non-refundable except for technical or billing errors.',
  },
  pastDue: {
    message: 'Your last payment failed. Update your payment details to keep your plan.',
    action: 'Update payment details',
  },
  checkout: {
    choose: 'Choose {{plan}}',
    currentPlan: 'Current plan',
    redirecting: 'Opening the secure payment page…',
  },
  promotion: {
    title: 'Early promotion',
    body: 'Special rates for your first three months on a paid plan.',
    accept: 'See the plans',
    dismiss: 'Not now',
  },
  period: {
    monthly: 'Monthly',
    annual: 'Annual',
    label: 'Billing period',
  },
} as const;
