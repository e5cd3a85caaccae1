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
  },
  period: {
    monthly: 'Monthly',
    annual: 'Annual',
    label: 'Billing period',
  },
} as const;
