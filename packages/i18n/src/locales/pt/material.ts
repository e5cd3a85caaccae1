import type { Messages } from '../../types.ts';
import type { material as en } from '../en/material.ts';

/** O esquema da página da sessão e o painel do material (issue 10). Os erros do servidor estão em `errors`. */
export const material: Messages<typeof en> = {
  layout: {
    material: 'Material',
    overview: 'Visão geral',
    studyTabs: 'Estudo',
    sessionTabs: 'Sessão',
    divider: 'Redimensionar o painel do material',
    hideMaterial: 'Ocultar material',
    showMaterial: 'Mostrar material',
  },
  pane: {
    document: 'Documento',
    noDocuments: 'Esta sessão ainda não tem material.',
    notReady: 'Este documento ainda está a ser processado.',
    failed: 'Não foi possível processar este documento.',
    pageOf: 'Página {{page}} de {{count}}',
    slideOf: 'Diapositivo {{slide}} de {{count}}',
    at: 'Aos {{time}}',
  },
};
