import type { Messages } from '../../types.ts';
import type { exchange as en } from '../en/exchange.ts';

/** Importação e exportação Anki/CSV e "Descarregar os meus dados" (issue 14). */
export const exchange: Messages<typeof en> = {
  import: {
    open: 'Importar baralho Anki ou CSV',
    title: 'Importar baralho Anki ou CSV',
    description:
      'Escolha um pacote Anki (.apkg) ou um ficheiro CSV de cartões (frente, verso). Torna-se uma nova sessão com o nome do baralho e mantém o histórico de revisões quando o pacote o tem.',
    fileLabel: 'Ficheiro do baralho',
    choose: 'Escolher ficheiro',
    noFileChosen: 'Nenhum ficheiro escolhido',
    noFile: 'Escolha um ficheiro para importar.',
    submit: 'Importar',
    pending: 'A importar…',
    progress: 'A importar {{name}}…',
    progressValue: '{{percent}} %',
  },
  report: {
    imported_one: '{{count}} cartão importado.',
    imported_other: '{{count}} cartões importados.',
    skipped_one: '{{count}} cartão ficou de fora:',
    skipped_other: '{{count}} cartões ficaram de fora:',
    reasons: {
      front_too_long_one: '{{count}} com a frente maior do que {{max}} caracteres',
      front_too_long_other: '{{count}} com a frente maior do que {{max}} caracteres',
      back_too_long_one: '{{count}} com o verso maior do que {{max}} caracteres',
      back_too_long_other: '{{count}} com o verso maior do que {{max}} caracteres',
      front_empty_one: '{{count}} com a frente vazia',
      front_empty_other: '{{count}} com a frente vazia',
      back_empty_one: '{{count}} com o verso vazio',
      back_empty_other: '{{count}} com o verso vazio',
      other: '{{count}} por outro motivo ({{reason}})',
    },
    imageOcclusion_one:
      '{{count}} cartão de oclusão de imagem do Anki entrou como cartão simples: o Mnemo mostra a imagem sem as máscaras, por isso a resposta está à vista na frente. Edite-o ou apague-o.',
    imageOcclusion_other:
      '{{count}} cartões de oclusão de imagem do Anki entraram como cartões simples: o Mnemo mostra a imagem sem as máscaras, por isso as respostas estão à vista na frente. Edite-os ou apague-os.',
    open: 'Abrir a sessão',
  },
  importInto: {
    open: 'Importar cartões',
    title: 'Importar cartões para esta sessão',
    description:
      'Escolha um pacote Anki (.apkg) ou um ficheiro CSV de cartões (frente, verso). Os cartões são acrescentados a «{{name}}», mantendo o histórico de revisões quando o pacote o tem.',
    done_one: '{{count}} cartão importado.',
    done_other: '{{count}} cartões importados.',
    doneWithReviews_one: '{{count}} cartão importado, com {{reviews}} revisões anteriores.',
    doneWithReviews_other: '{{count}} cartões importados, com {{reviews}} revisões anteriores.',
  },
  export: {
    apkg: 'Exportar como Anki (.apkg)',
    csv: 'Exportar como CSV',
    library: 'Exportar biblioteca como Anki',
    pending: 'A preparar o ficheiro…',
    failed: 'A exportação falhou: {{message}}',
  },
  account: {
    title: 'Os seus dados',
    description:
      'Descarregue um zip com tudo o que lhe pertence no Mnemo: sessões, cartões com os respetivos agendamentos, histórico de revisões, tentativas de quiz, conversas, notas e os ficheiros que carregou.',
    download: 'Descarregar os meus dados',
    preparing: 'A preparar os seus dados…',
  },
};
