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
  errors: {
    off: 'Este servidor não vende planos.',
    alreadySubscribed: 'Já tem uma subscrição. Altere-a na página da sua conta.',
    noSubscription: 'Não tem nenhuma subscrição paga para alterar.',
    notUpgrade: 'Escolha um plano acima do atual para fazer upgrade.',
    notDowngrade: 'Escolha um plano abaixo do atual para fazer downgrade.',
    nothingToResume: 'Não há nenhum cancelamento ou alteração agendada para anular.',
    signature: 'A assinatura do fornecedor de pagamentos está em falta ou é inválida.',
  },
  mail: {
    paymentFailedSubject: 'O seu pagamento do Mnemo não foi concluído',
    paymentFailedBody:
      'Olá {{name}},\n\nNão conseguimos cobrar o pagamento do seu plano Mnemo. O seu plano mantém-se enquanto tentamos novamente. Para atualizar os seus dados de pagamento, abra:\n\n{{link}}\n\nSe o pagamento continuar a falhar, a sua conta passa para o plano gratuito. Nada do que guardou é apagado.',
  },
  period: {
    monthly: 'Mensal',
    annual: 'Anual',
    label: 'Período de faturação',
  },
};
