import type { Messages } from '../../types.ts';
import type { billing as en } from '../en/billing.ts';

/** Planos, preços e subscrições (issue 13): valores da página de preços, secção da conta, e-mails de faturação. */
export const billing: Messages<typeof en> = {
  price: {
    monthly: '{{price}}/mês',
    annual: '{{price}}/ano',
  },
  pricing: {
    operatorPlans: 'Neste servidor, os planos são atribuídos pelo seu operador. Fale com ele se precisar de limites mais altos.',
  },
  period: {
    monthly: 'Mensal',
    annual: 'Anual',
    label: 'Período de faturação',
  },
};
