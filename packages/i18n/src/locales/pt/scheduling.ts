import type { Messages } from '../../types.ts';
import type { scheduling as en } from '../en/scheduling.ts';

/** Calendário que aprende com cada estudante (issue 24). */
export const scheduling: Messages<typeof en> = {
  settings: {
    title: 'Calendário de revisões',
    description:
      'Como as suas revisões são marcadas: a retenção que pretende, quanto custa e parâmetros ajustados ao seu próprio histórico.',
    retention: 'Retenção pretendida',
    retentionHint:
      'A probabilidade de ainda se lembrar de um cartão quando ele volta. Mais alta significa mais revisões.',
    retentionSaved: 'Retenção definida para {{value}}. Os seus cartões foram remarcados.',
    workloadTitle: 'Os próximos 30 dias',
    workloadCaption:
      'Simulado a partir dos seus cartões e dos seus próprios tempos de revisão: {{seconds}} s por revisão.',
    loadingWorkload: 'A simular os próximos 30 dias…',
    columnRetention: 'Retenção',
    columnReviews: 'Revisões por dia',
    columnMinutes: 'Minutos por dia',
    yours: 'a sua',
    suggestion:
      'Mínimo recomendado: {{value}}, o menor tempo de estudo por cartão lembrado. Acima dele lembra-se de mais com mais revisões (veja a tabela); abaixo dele esqueceria mais sem poupar tempo.',
    suggestionAtFloor:
      'Mínimo recomendado: {{value}}, a retenção mais baixa disponível. Com o seu modelo de memória, o tempo de estudo por cartão lembrado continua a descer até aqui; escolha pelo quanto quer lembrar face às revisões da tabela.',
    useSuggestion: 'Usar {{value}}',
    suggestionIsChosen: 'A sua retenção é o mínimo recomendado.',
    parametersTitle: 'Modelo de memória',
    parametersDefault: 'Parâmetros predefinidos do FSRS.',
    parametersPersonal: 'Ajustados ao seu histórico em {{date}}, a partir de {{count}} revisões.',
    optimise: 'Otimizar',
    optimiseReady: '{{count}} revisões desde o último ajuste: ajuste o modelo ao seu próprio histórico.',
    optimiseLater: 'Otimizar fica disponível depois de 1000 revisões desde o último ajuste ({{count}} até agora).',
    evaluation:
      'Verificado nas suas {{count}} revisões mais recentes, que o ajuste não viu: perda logarítmica {{beforeLoss}} → {{afterLoss}}, RMSE {{beforeRmse}} → {{afterRmse}} (menor é melhor).',
    tooFew: 'Ainda não há revisões suficientes: faltam {{count}}.',
    busy: 'Já está a decorrer uma otimização.',
    reset: 'Usar os parâmetros predefinidos',
    resetDone: 'Parâmetros predefinidos repostos.',
    autoOptimize: 'Voltar a ajustar o modelo ao meu histórico todos os meses',
    newCardsPerDay: 'Cartões novos por dia, por sessão',
    newCardsPerDayHint: 'Cada sessão apresenta até este número de cartões novos por dia, salvo se definir o seu.',
    libraryNewCardsPerDay: 'Cartões novos por dia, toda a biblioteca',
    libraryNewCardsPerDayHint: 'Um limite para todas as suas sessões. Deixe vazio para não ter limite.',
    leechThreshold: 'Limite de cartões difíceis',
    leechHint: 'Um cartão que esqueça este número de vezes é marcado “leech” e suspenso.',
    save: 'Guardar',
    saved: 'Guardado.',
  },
  exam: {
    title: 'Exame',
    date: 'Data do exame',
    dateHint: 'Até ao exame, nenhum cartão desta sessão é marcado para depois da véspera.',
    on: 'Exame a {{date}}',
    predictedRecall: 'Memória prevista no dia do exame',
    predictedRecallHint: 'Se parar de estudar agora. Os cartões nunca estudados contam como esquecidos.',
    reviewsPerDay: 'Revisões por dia até lá',
    reviewsPerDayHint: 'O que leva cada cartão à retenção escolhida no dia do exame.',
    menu: 'Data do exame…',
    dialogTitle: 'Data do exame',
    dialogDescription:
      'Até ao exame, nenhum cartão de “{{name}}” é marcado para depois da véspera. No dia seguinte, os cartões voltam aos intervalos normais.',
    save: 'Guardar',
    remove: 'Retirar a data do exame',
    cancel: 'Cancelar',
    saved: 'Data do exame guardada.',
    invalid: 'Escolha uma data válida.',
  },
  leech: {
    told: 'Já esqueceu este cartão {{count}} vezes: passou a ser um cartão difícil (“leech”) e foi suspenso. Reescreva-o ou volte a ler a fonte.',
    editCard: 'Editar cartão',
    openSource: 'Abrir fonte',
    dismiss: 'Fechar',
    listTitle: 'Cartões difíceis suspensos',
    listHint: 'Cartões que foi esquecendo. Reescreva-os e volte a estudá-los.',
    studyAgain: 'Voltar a estudar',
  },
};
