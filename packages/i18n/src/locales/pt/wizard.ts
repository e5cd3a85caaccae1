import type { Messages } from '../../types.ts';
import type { wizard as en } from '../en/wizard.ts';

/** O assistente de criação de sessões (spec §2, §5; issue 3). As mensagens de validação estão em `errors`. */
export const wizard: Messages<typeof en> = {
  title: 'Criar uma sessão de estudo',
  subtitle: 'Junte o seu material, escolha as perguntas que quer e nós preparamos flashcards e questionários.',
  material: {
    legend: 'O seu material',
    file: 'Carregar um ficheiro',
    text: 'Colar texto',
    link: 'Colar uma ligação',
    dropTitle: 'Arraste e largue um ficheiro aqui',
    dropOr: 'ou',
    choose: 'Escolher um ficheiro',
    accepted: 'PDF (com texto selecionável), PowerPoint (.ppt, .pptx), áudio (MP3, WAV, M4A)',
    selected: 'Selecionado: {{name}} ({{size}})',
    remove: 'Remover ficheiro',
    textLabel: 'Texto para estudar',
    textPlaceholder: 'Cole as suas notas, um artigo ou um capítulo…',
    linkLabel: 'Ligação para uma página web ou um vídeo do YouTube',
    linkPlaceholder: 'https://…',
    linkHint: 'Páginas web públicas e vídeos públicos do YouTube com legendas.',
  },
  questions: {
    legend: 'Tipos de pergunta',
    multiple_choice: 'Escolha múltipla',
    true_false: 'Verdadeiro / falso',
    open_ended: 'Resposta aberta',
  },
  language: {
    label: 'Língua das perguntas',
    de: 'Alemão',
    en: 'Inglês',
    es: 'Espanhol',
    fr: 'Francês',
    it: 'Italiano',
    pt: 'Português',
    localNote:
      'Com a IA offline incluída, as perguntas são escritas nesta língua à volta das palavras do seu material: ela não traduz o material.',
  },
  examLabel: {
    label: 'Exame (opcional)',
    none: 'Sem exame',
    hint: 'Está a preparar-se para um destes? A sessão mostra-o, e uma sessão guiada termina com uma ligação para a sua página.',
    SAT: 'SAT',
    Bar: 'Ordem',
    Medicine: 'Medicina',
  },
  name: {
    label: 'Nome da sessão',
    placeholder: 'p. ex. Biologia — respiração celular',
  },
  submit: 'Criar sessão',
  submitting: 'A carregar…',
};
