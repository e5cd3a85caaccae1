import type { Messages } from '../../types.ts';
import type { billing as en } from '../en/billing.ts';

/** Planos, preços e subscrições (issue 13): valores da página de preços, secção da conta, e-mails de faturação. */
export const billing: Messages<typeof en> = {
  price: {
    monthly: '{{price}}/mês',
    annual: '{{price}}/ano',
  },
  pricing: {
    operatorPlans:
      'Neste servidor, os planos são atribuídos pelo seu operador. Fale com ele se precisar de limites mais altos.',
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
    paymentFailedBodyWithRemoval:
      'Olá {{name}},\n\nNão conseguimos cobrar o pagamento do seu plano Mnemo. O seu plano mantém-se enquanto tentamos novamente. Para atualizar os seus dados de pagamento, abra:\n\n{{link}}\n\nSe o pagamento continuar a falhar, a sua conta passa para o plano gratuito e, mais tarde, os documentos acima do limite do plano gratuito poderão ser removidos. Seria avisado duas vezes por e-mail antes.',
    removalWarningSubject: 'Alguns dos seus documentos do Mnemo serão removidos a {{date}}',
    removalLastWarningSubject: 'Último aviso: alguns dos seus documentos do Mnemo serão removidos a {{date}}',
    removalWarningBody:
      'Olá {{name}},\n\nA sua conta Mnemo passou para o plano gratuito porque as renovações ficaram por pagar. Tem {{count}} documentos e o plano gratuito mantém {{limit}}. A {{date}}, {{excess}} deles (os adicionados mais recentemente) serão removidos, com os respetivos exercícios e ficheiros.\n\nPara os manter, volte a subscrever, ou remova documentos até ficar com {{limit}}:\n\n{{link}}',
  },
  account: {
    status: {
      free: 'Plano gratuito',
      active: 'Ativa',
      past_due: 'Pagamento falhou',
      cancel_at_period_end: 'Cancelada: termina no fim do período',
      downgraded: 'Passou para o plano gratuito após renovações por pagar',
    },
    statusLabel: 'Estado',
    renews: 'Renova a {{date}}',
    ends: 'O acesso pago termina a {{date}}',
    scheduled: 'Passa para {{plan}} a {{date}}',
    choosePlan: 'Escolher um plano',
    upgrade: 'Fazer upgrade',
    downgrade: 'Fazer downgrade',
    cancel: 'Cancelar subscrição',
    resume: 'Manter a subscrição',
    openingPortal: 'A abrir a página para atualizar os seus dados de pagamento…',
    confirmingPayment: 'A confirmar o seu pagamento junto do fornecedor de pagamentos…',
    paymentNotConfirmed:
      'O seu pagamento ainda não está confirmado. Recarregue esta página dentro de alguns minutos para ver o seu novo plano.',
    invoices: 'Faturas e dados de pagamento',
    targetPlan: 'Plano',
    upgradeTitle: 'Upgrade para {{plan}}',
    upgradeCharge:
      'Será cobrado {{amount}} agora pelo resto deste período de faturação. Os novos limites aplicam-se de imediato.',
    upgradeConfirm: 'Confirmar upgrade',
    downgradeTitle: 'Downgrade para {{plan}}',
    downgradeBody: 'Mantém o plano atual até {{date}}; depois aplica-se o {{plan}}. Nada do que guardou é apagado.',
    downgradeConfirm: 'Confirmar downgrade',
    cancelTitle: 'Cancelar a subscrição?',
    cancelBody: 'Mantém o plano pago até {{date}} e depois passa para o plano gratuito. Nada do que guardou é apagado.',
    cancelConfirm: 'Cancelar subscrição',
    keep: 'Manter',
    loadingPreview: 'A pedir o valor ao fornecedor de pagamentos…',
    operatorPlans: 'Neste servidor, os planos são atribuídos pelo seu operador.',
    refunds:
      'Pode pedir o reembolso até 14 dias após um pagamento. Os pagamentos não são reembolsáveis, exceto em caso de erros técnicos ou de faturação.',
  },
  pastDue: {
    message: 'O seu último pagamento falhou. Atualize os dados de pagamento para manter o plano.',
    action: 'Atualizar dados de pagamento',
  },
  checkout: {
    choose: 'Escolher {{plan}}',
    currentPlan: 'Plano atual',
    redirecting: 'A abrir a página de pagamento segura…',
  },
  promotion: {
    title: 'Promoção de lançamento',
    body: 'Preços especiais nos primeiros três meses de um plano pago.',
    accept: 'Ver os planos',
    dismiss: 'Agora não',
  },
  period: {
    monthly: 'Mensal',
    annual: 'Anual',
    label: 'Período de faturação',
  },
};
