/** Plans, prices and subscriptions (issue 13): pricing page figures, account section, billing mails. */
export const billing = {
  price: {
    monthly: '{{price}}/month',
    annual: '{{price}}/year',
  },
  pricing: {
    operatorPlans: 'On this server, plans are assigned by its operator. Ask them if you need higher limits.',
  },
  period: {
    monthly: 'Monthly',
    annual: 'Annual',
    label: 'Billing period',
  },
} as const;
