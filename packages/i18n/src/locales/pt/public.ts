import type { Messages } from '../../types.ts';
import type { publicSite as en } from '../en/public.ts';

/** Textos do site público em português europeu (pt-PT). */
export const publicSite: Messages<typeof en> = {
  site: {
    name: 'Mnemo',
    tagline: 'Transforma o que estudas em flashcards, testes e sessões guiadas.',
    ogLocale: 'pt_PT',
  },
  nav: {
    skip: 'Saltar para o conteúdo principal',
    primary: 'Principal',
    home: 'Página inicial do Mnemo',
    pricing: 'Preços',
    educators: 'Educadores',
    blog: 'Blogue',
    login: 'Iniciar sessão',
    register: 'Registar grátis',
    openApp: 'Abrir o Mnemo',
    language: 'Idioma',
    switchTo: 'English',
    switchToLabel: 'Read this page in English',
  },
  footer: {
    label: 'Rodapé',
    tagline: 'Uma ferramenta de estudo que podes alojar tu mesmo. O teu material fica na tua conta.',
    learnHeading: 'Métodos de estudo',
    examsHeading: 'Exames',
    productHeading: 'Mnemo',
    bookMeeting: 'Marcar uma reunião',
    bookMeetingHint: 'Fala connosco sobre o Mnemo para a tua escola ou equipa.',
    terms: 'Termos e Condições',
    privacy: 'Política de privacidade',
    operatedBy: 'Este servidor Mnemo é gerido por {{operatorName}}.',
  },
  common: {
    ctaRegister: 'Cria a tua conta gratuita',
    ctaNote: 'Plano gratuito, sem cartão.',
    howItWorks: 'Como funciona',
    stepLabel: 'Passo {{n}}',
    keyFeatures: 'Principais funcionalidades',
    perfectFor: 'Ideal para',
    contentTypes: 'Funciona com o que já estudas',
    exploreMore: 'Descobre outras formas de estudar',
    faq: 'Perguntas frequentes',
    research: 'A investigação por trás',
    researchIntro: 'Cada número abaixo resume investigação publicada. Segue a ligação para ler a fonte.',
    source: 'Fonte',
    processing: 'O processamento demora normalmente menos de 1 minuto.',
    examComponents: 'Como é o exame',
    subjects: 'Matérias',
    studyFeatures: 'Como o Mnemo te ajuda a preparar',
    tips: 'Dicas de preparação',
    comingSoon: 'Em breve',
    backToTop: 'Voltar ao topo',
  },
  claims: {
    quizRetention: {
      text: '73% melhor retenção com testes',
      note: 'Os estudantes que praticaram a recordação de um texto fazendo testes lembravam-se de mais uma semana depois do que os que passaram o mesmo tempo a relê-lo.',
    },
    lessForgetting: {
      text: '50% menos esquecimento',
      note: 'Espaçar as revisões no tempo, em vez de as concentrar de uma vez, reduz de forma consistente o que se esquece.',
    },
    dayLoss: {
      text: '50% da informação perdida num dia sem revisão',
      note: 'Ebbinghaus mediu a rapidez com que se esquece o que se acabou de aprender; uma replicação moderna encontrou a mesma queda acentuada no primeiro dia.',
    },
    recall: {
      text: 'até 30% de melhoria na recordação',
      note: 'Uma revisão de dez técnicas de estudo considerou a prática de testes e a prática espaçada as mais úteis, com ganhos em várias idades, matérias e tipos de teste.',
    },
    activeLearning: {
      text: '1,5x menos reprovações com aprendizagem ativa',
      note: 'Em 225 estudos de ciências, engenharia e matemática, os estudantes em aulas expositivas tradicionais tinham 1,5 vezes mais probabilidade de reprovar do que os de aulas com aprendizagem ativa.',
    },
    classSize: {
      text: 'turmas que chegam às centenas de estudantes',
      note: 'Os benefícios da aprendizagem ativa mantiveram-se em turmas pequenas e em turmas grandes.',
    },
  },
  contentTypes: {
    pdf: { title: 'Ficheiros PDF', text: 'PDF com texto: apontamentos, artigos, manuais.' },
    powerpoint: { title: 'Diapositivos PowerPoint', text: 'Apresentações .ppt e .pptx, diapositivo a diapositivo.' },
    youtube: { title: 'Vídeos do YouTube', text: 'Vídeos públicos, através das legendas.' },
    audio: { title: 'Gravações de áudio', text: 'MP3 e WAV com menos de 100 MB, com deteção de oradores.' },
    web: { title: 'Páginas web', text: 'Artigos e documentação, a partir de uma ligação.' },
    text: { title: 'Texto colado', text: 'Tudo o que puderes copiar: apontamentos, resumos, transcrições.' },
  },
  learn: {
    flashcards: {
      linkLabel: 'Flashcards com repetição espaçada',
      meta: {
        title: 'Criador de flashcards com IA e repetição espaçada | Mnemo',
        description:
          'Transforma PDF, diapositivos, vídeos e apontamentos em flashcards em cerca de um minuto e revê-os com repetição espaçada adaptativa que agenda cada cartão por ti.',
        keywords:
          'flashcards com IA, criar flashcards, repetição espaçada, recordação ativa, cartões de estudo, alternativa ao Anki',
      },
      hero: {
        eyebrow: 'Flashcards',
        title: 'Flashcards feitos a partir do teu material, revistos no momento certo',
        subtitle:
          'Carrega uma aula, um capítulo ou um vídeo e o Mnemo escreve os flashcards por ti. Classifica cada cartão como Fácil, Médio ou Difícil e a repetição espaçada decide quando o voltas a ver.',
      },
      howToName: 'Como criar flashcards a partir do teu material de estudo com o Mnemo',
      steps: [
        {
          title: 'Adiciona o teu material',
          text: 'Carrega um PDF ou PowerPoint, cola texto, ou cola a ligação para uma página web ou um vídeo público do YouTube.',
        },
        {
          title: 'Recebe os teus flashcards',
          text: 'O Mnemo lê o material e escreve cartões de pergunta e resposta sobre as ideias principais. Edita, acrescenta ou apaga qualquer cartão.',
        },
        {
          title: 'Revê e classifica',
          text: 'Responde de memória, vira o cartão e classifica-o como Fácil, Médio ou Difícil. A próxima revisão fica agendada.',
        },
      ],
      features: [
        {
          title: 'Repetição espaçada adaptativa',
          text: 'Os cartões fáceis voltam muito mais tarde, os médios num intervalo normal e os difíceis em breve. Cada botão mostra quando o cartão vai voltar.',
        },
        {
          title: 'Cartões em que podes confiar',
          text: 'Cada cartão gerado guarda o excerto de onde veio, para saltares para a página, o diapositivo ou o momento exato.',
        },
        {
          title: 'Totalmente editáveis',
          text: 'Reescreve um cartão por palavras tuas, cria os teus ou remove os que já sabes.',
        },
        {
          title: 'Conversa sobre um cartão',
          text: 'Não percebes porque é que uma resposta está certa? Pergunta ao chat com IA, que responde só a partir do teu material.',
        },
      ],
      audiences: [
        {
          title: 'Estudantes universitários',
          text: 'Acompanha as aulas semana a semana em vez de estudar tudo na véspera.',
        },
        {
          title: 'Candidatos a exames',
          text: 'Ordem dos Advogados, medicina, SAT ou exames nacionais: factos e definições que têm de ficar.',
        },
        { title: 'Quem aprende línguas', text: 'Vocabulário e gramática dos textos que realmente lês.' },
        {
          title: 'Profissionais',
          text: 'Certificações, conhecimento de produto e procedimentos que tens de saber de cor.',
        },
      ],
      contentIntro: 'Cria flashcards a partir de qualquer um destes, ou junta vários numa sessão:',
      ready: {
        title: 'Pronto para deixar de reler e começar a lembrar?',
        text: 'Cria uma conta gratuita e faz o teu primeiro baralho com o material que tens à frente.',
      },
      faq: [
        {
          q: 'Como decide o Mnemo quando volto a ver um cartão?',
          a: 'O Mnemo usa o algoritmo de repetição espaçada FSRS. A tua classificação move o cartão: Difícil trá-lo de volta em minutos, Médio agenda um intervalo normal e Fácil afasta-o mais. Os intervalos crescem à medida que te vais lembrando.',
        },
        {
          q: 'Posso editar os flashcards que o Mnemo cria?',
          a: 'Sim. Podes alterar a frente ou o verso de qualquer cartão, acrescentar os teus e apagar os que não precisas. As alterações são guardadas enquanto trabalhas.',
        },
        {
          q: 'Quanto tempo demora a criar flashcards?',
          a: 'O processamento demora normalmente menos de 1 minuto. Gravações longas ou documentos grandes podem demorar um pouco mais, e podes acompanhar cada etapa.',
        },
        {
          q: 'Os flashcards contam para o meu plano?',
          a: 'Cada flashcard gerado conta como um exercício da tua quota mensal. Os cartões que escreves tu não contam.',
        },
      ],
    },
    quizzes: {
      linkLabel: 'Testes com feedback da IA',
      meta: {
        title: 'Gerador de testes com IA a partir dos teus apontamentos | Mnemo',
        description:
          'Gera perguntas de escolha múltipla, verdadeiro/falso e de resposta aberta a partir do teu material. As respostas abertas são avaliadas pela IA com uma resposta esperada e uma explicação.',
        keywords:
          'gerador de testes com IA, perguntas de treino, escolha múltipla, resposta aberta, autoavaliação, prática de recordação',
      },
      hero: {
        eyebrow: 'Testes',
        title: 'Testa-te exatamente no que precisas de saber',
        subtitle:
          'O Mnemo transforma o teu material em perguntas de escolha múltipla, verdadeiro/falso e de resposta aberta, avalia as tuas respostas abertas e explica o que te escapou.',
      },
      howToName: 'Como gerar um teste de treino a partir do teu material com o Mnemo',
      steps: [
        {
          title: 'Adiciona o teu material',
          text: 'Carrega um ficheiro, cola texto ou adiciona uma ligação. Escolhe os tipos de pergunta e o idioma das perguntas.',
        },
        {
          title: 'Responde às perguntas',
          text: 'Resolve perguntas de escolha múltipla, verdadeiro/falso e de resposta aberta escritas a partir do teu material.',
        },
        {
          title: 'Aprende com o feedback',
          text: 'As respostas abertas recebem uma avaliação da IA ao lado da resposta esperada. Pede a explicação de qualquer pergunta.',
        },
      ],
      features: [
        {
          title: 'Três tipos de pergunta',
          text: 'Escolha múltipla para abranger muito, verdadeiro/falso para verificações rápidas e resposta aberta para compreender a sério.',
        },
        {
          title: 'Respostas abertas avaliadas',
          text: 'Escreve a resposta por palavras tuas; a IA diz se está correta, parcialmente correta ou incorreta e mostra a resposta esperada.',
        },
        { title: 'Uma nota de A a F', text: 'Cada teste termina com uma nota e dicas sobre o que rever a seguir.' },
        {
          title: 'Seis idiomas de perguntas',
          text: 'Perguntas em português, inglês, espanhol, francês, alemão ou italiano.',
        },
      ],
      audiences: [
        {
          title: 'Estudantes antes de um teste',
          text: 'Descobre as tuas lacunas enquanto ainda há tempo para as preencher.',
        },
        {
          title: 'Professores e explicadores',
          text: 'Prepara perguntas de treino a partir das tuas fichas em minutos.',
        },
        { title: 'Autodidatas', text: 'Confirma que um curso ou um livro ficou mesmo aprendido.' },
        {
          title: 'Equipas em formação',
          text: 'Transforma documentos de integração numa verificação rápida de conhecimentos.',
        },
      ],
      contentIntro: 'Gera perguntas a partir de qualquer uma destas fontes:',
      ready: {
        title: 'Descobre o que sabes realmente',
        text: 'Cria uma conta gratuita e faz o teu primeiro teste sobre o teu material.',
      },
      faq: [
        {
          q: 'Que tipos de pergunta escreve o Mnemo?',
          a: 'Perguntas de escolha múltipla, verdadeiro/falso e de resposta aberta. Escolhes os tipos ao criar a sessão; é preciso pelo menos um.',
        },
        {
          q: 'Como são avaliadas as respostas abertas?',
          a: 'A IA compara a tua resposta com a resposta esperada, retirada do teu material, e marca-a como correta, parcialmente correta ou incorreta, com sugestões do que acrescentar.',
        },
        {
          q: 'Posso editar ou acrescentar perguntas?',
          a: 'Sim. Todas as perguntas geradas podem ser editadas e podes escrever as tuas.',
        },
        {
          q: 'Em que idiomas podem ser geradas as perguntas?',
          a: 'Alemão, inglês, espanhol, francês, italiano e português, seja qual for o idioma da interface.',
        },
      ],
    },
    pdf: {
      linkLabel: 'Estudar a partir de PDF',
      meta: {
        title: 'Estuda a partir de PDF: resumos, flashcards e testes | Mnemo',
        description:
          'Carrega um PDF com texto e recebe um resumo, flashcards e perguntas de treino; depois lê-o e anota-o lado a lado com as tuas ferramentas de estudo.',
        keywords: 'estudar PDF, PDF para flashcards, resumo de PDF, teste a partir de PDF, anotar PDF, apontamentos',
      },
      hero: {
        eyebrow: 'PDF',
        title: 'Transforma qualquer PDF numa sessão de estudo',
        subtitle:
          'Apontamentos, artigos e capítulos de manuais tornam-se um resumo, flashcards e perguntas, com o PDF aberto ao lado para ler e anotar.',
      },
      howToName: 'Como estudar um PDF com o Mnemo',
      steps: [
        { title: 'Carrega o teu PDF', text: 'Arrasta um PDF com texto para uma nova sessão e dá-lhe um nome.' },
        {
          title: 'Lê o resumo',
          text: 'O Mnemo extrai o texto página a página e escreve um resumo e os conceitos-chave.',
        },
        {
          title: 'Estuda e anota',
          text: 'Sublinha excertos, assinala figuras, acrescenta notas e depois revê os flashcards e as perguntas feitos a partir do documento.',
        },
      ],
      features: [
        { title: 'Resumo e conceitos-chave', text: 'Percebe do que trata o documento antes de mergulhares nele.' },
        {
          title: 'Sublinhados e notas',
          text: 'Seleciona texto ou marca uma área da página, escolhe uma cor e junta uma nota.',
        },
        {
          title: 'Fontes com a página certa',
          text: 'Cada cartão e cada pergunta remetem para a página de onde vieram.',
        },
        {
          title: 'Conversa com o documento',
          text: 'Faz perguntas e recebe respostas retiradas apenas do teu PDF, com citações.',
        },
      ],
      audiences: [
        { title: 'Estudantes com muita leitura', text: 'Atravessa capítulos e artigos longos sem perder o fio.' },
        { title: 'Investigadores', text: 'Acompanha as ideias principais dos artigos que lês.' },
        { title: 'Estudantes de direito e medicina', text: 'Textos densos, muito pormenor e exames que o avaliam.' },
        { title: 'Profissionais', text: 'Manuais, políticas e relatórios que tens de conhecer bem.' },
      ],
      contentIntro: 'Os PDF funcionam melhor, e estas fontes também:',
      ready: {
        title: 'O teu próximo PDF pode ser a tua última releitura',
        text: 'Cria uma conta gratuita e carrega o documento que estás a estudar hoje.',
      },
      faq: [
        {
          q: 'Que PDF são suportados?',
          a: 'PDF com texto, em que consegues selecionar as palavras. Páginas digitalizadas sem camada de texto não podem ser lidas; o Mnemo avisa-te quando isso acontece.',
        },
        {
          q: 'Há um limite de tamanho?',
          a: 'Sim, depende do teu plano: de 10 MB no plano gratuito até 50 MB no Ultimate. Vê a página de preços para mais pormenores.',
        },
        {
          q: 'Posso anotar o PDF?',
          a: 'Sim. Podes sublinhar texto selecionado ou marcar uma área livre da página, escolher uma cor e juntar uma nota. As anotações ficam guardadas na sessão.',
        },
        {
          q: 'Quem pode ver os meus documentos?',
          a: 'Só tu. Os documentos e tudo o que é gerado a partir deles ficam na tua conta e podes apagá-los a qualquer momento. Podes escolher partilhar uma sessão por ligação.',
        },
      ],
    },
    powerpoint: {
      linkLabel: 'Estudar a partir de diapositivos PowerPoint',
      meta: {
        title: 'Transforma diapositivos PowerPoint em flashcards e testes | Mnemo',
        description:
          'Carrega os diapositivos .ppt ou .pptx das aulas e recebe um resumo, flashcards e perguntas ligados a cada diapositivo. Estuda a apresentação em vez de só a ler.',
        keywords:
          'PowerPoint para flashcards, estudar PPTX, teste com diapositivos, resumo de diapositivos, estudar por diapositivos',
      },
      hero: {
        eyebrow: 'PowerPoint',
        title: 'Diapositivos das aulas, transformados em algo que podes praticar',
        subtitle:
          'Carrega a apresentação da aula e o Mnemo cria flashcards e perguntas a partir de cada diapositivo, incluindo as notas do orador, para aprenderes o que os diapositivos apenas sugerem.',
      },
      howToName: 'Como estudar diapositivos PowerPoint com o Mnemo',
      steps: [
        { title: 'Carrega a apresentação', text: 'Adiciona um ficheiro .pptx ou .ppt a uma nova sessão.' },
        {
          title: 'O Mnemo lê cada diapositivo',
          text: 'O texto e as notas do orador são extraídos diapositivo a diapositivo e resumidos.',
        },
        {
          title: 'Pratica diapositivo a diapositivo',
          text: 'Revê flashcards e perguntas; cada um remete para o seu diapositivo.',
        },
      ],
      features: [
        {
          title: 'Notas do orador incluídas',
          text: 'As explicações que os professores guardam nas notas passam a fazer parte do que estudas.',
        },
        {
          title: 'Referência ao diapositivo',
          text: 'Salta de qualquer cartão ou pergunta para o diapositivo de onde veio.',
        },
        { title: 'Formatos antigos e novos', text: 'São aceites ficheiros .pptx e os antigos .ppt.' },
        {
          title: 'Junta outras fontes',
          text: 'Combina a apresentação com a leitura ou a gravação correspondente numa só sessão.',
        },
      ],
      audiences: [
        { title: 'Estudantes universitários', text: 'Transforma os diapositivos de cada semana numa revisão curta.' },
        { title: 'Professores', text: 'Cria perguntas de treino a partir das apresentações que já usas.' },
        { title: 'Formandos em empresas', text: 'Lembra-te da apresentação da formação depois do dia da formação.' },
        { title: 'Participantes em conferências', text: 'Guarda as ideias principais das palestras a que assististe.' },
      ],
      contentIntro: 'Junta os teus diapositivos a qualquer um destes:',
      ready: {
        title: 'Faz com que os diapositivos desta semana fiquem',
        text: 'Cria uma conta gratuita e carrega a tua apresentação mais recente.',
      },
      faq: [
        {
          q: 'Que formatos de PowerPoint funcionam?',
          a: 'O .pptx e o formato mais antigo .ppt. Os ficheiros .ppt são primeiro convertidos no servidor, o que pode demorar alguns segundos a mais.',
        },
        {
          q: 'As notas do orador são usadas?',
          a: 'Sim. As notas guardam muitas vezes a explicação de um diapositivo, por isso o Mnemo lê-as juntamente com o texto.',
        },
        {
          q: 'E se o meu ficheiro não abrir?',
          a: 'Uma apresentação protegida por palavra-passe ou danificada não pode ser lida. O Mnemo mostra uma mensagem clara, não guarda nada a meio e podes tentar de novo com outra cópia.',
        },
        {
          q: 'As imagens dos diapositivos são compreendidas?',
          a: 'O Mnemo estuda o texto dos diapositivos e das notas. O texto dentro de imagens não é lido.',
        },
      ],
    },
    youtube: {
      linkLabel: 'Estudar a partir de vídeos do YouTube',
      meta: {
        title: 'Aprende com vídeos do YouTube com flashcards e testes | Mnemo',
        description:
          'Cola a ligação de um vídeo público do YouTube e recebe um resumo, flashcards e perguntas, cada um ligado ao momento do vídeo de onde vem.',
        keywords:
          'YouTube para flashcards, aprender com o YouTube, resumo de vídeo, teste de vídeo, apontamentos de aulas em vídeo',
      },
      hero: {
        eyebrow: 'YouTube',
        title: 'Vê uma vez, lembra-te durante mais tempo',
        subtitle:
          'Cola a ligação de uma aula, de um tutorial ou de um documentário. O Mnemo transforma o que é dito num resumo, flashcards e perguntas, com marcas de tempo para o vídeo.',
      },
      howToName: 'Como estudar um vídeo do YouTube com o Mnemo',
      steps: [
        { title: 'Cola a ligação', text: 'Copia o endereço de um vídeo público do YouTube e cola-o numa nova sessão.' },
        {
          title: 'O Mnemo lê as legendas',
          text: 'As legendas do vídeo são divididas em excertos com as suas marcas de tempo e resumidas.',
        },
        {
          title: 'Revê o que foi dito',
          text: 'Estuda os flashcards e as perguntas e salta para o momento exato do vídeo quando precisares de contexto.',
        },
      ],
      features: [
        {
          title: 'Marcas de tempo em tudo',
          text: 'Cada cartão e cada pergunta apontam para o segundo do vídeo de onde vieram.',
        },
        {
          title: 'Vê ao lado dos apontamentos',
          text: 'O vídeo reproduz-se na sessão, junto das tuas ferramentas de estudo.',
        },
        { title: 'Vários vídeos por sessão', text: 'Junta uma série de aulas numa só matéria.' },
        {
          title: 'Pergunta sobre o vídeo',
          text: 'O chat responde a partir da transcrição, com as marcas de tempo que usou.',
        },
      ],
      audiences: [
        { title: 'Quem aprende online', text: 'Transforma cursos gratuitos em conhecimento que podes testar.' },
        { title: 'Estudantes', text: 'Aulas gravadas e vídeos explicativos que complementam as tuas aulas.' },
        { title: 'Curiosos', text: 'Da história à culinária: guarda o que viste.' },
        { title: 'Profissionais', text: 'Palestras e webinars que vale a pena lembrar.' },
      ],
      contentIntro: 'Os vídeos funcionam ao lado destas fontes:',
      ready: {
        title: 'Faz o tempo a ver vídeos valer a pena',
        text: 'Cria uma conta gratuita e cola a ligação do vídeo com que estás a aprender.',
      },
      faq: [
        {
          q: 'Que vídeos posso usar?',
          a: 'Vídeos públicos do YouTube com legendas, escritas pelo autor ou geradas automaticamente. Vídeos privados ou sem legendas não podem ser processados.',
        },
        {
          q: 'O Mnemo descarrega o vídeo?',
          a: 'Não. Lê as legendas e mostra o vídeo através do próprio leitor do YouTube.',
        },
        {
          q: 'Posso usar um vídeo noutro idioma?',
          a: 'Sim. Escolhes o idioma das perguntas; o material pode estar em qualquer um dos seis idiomas suportados.',
        },
        {
          q: 'Quanto tempo demora?',
          a: 'O processamento demora normalmente menos de 1 minuto, mesmo em aulas longas.',
        },
      ],
    },
    audio: {
      linkLabel: 'Estudar a partir de gravações áudio',
      meta: {
        title: 'Transforma gravações de aulas em apontamentos e flashcards | Mnemo',
        description:
          'Carrega uma gravação MP3 ou WAV de uma aula, de um podcast ou de uma reunião. O Mnemo transcreve-a, deteta os oradores e cria flashcards e perguntas.',
        keywords:
          'transcrição de áudio, gravação de aulas, deteção de oradores, apontamentos de podcast, áudio para flashcards, MP3 para apontamentos',
      },
      hero: {
        eyebrow: 'Áudio',
        title: 'As tuas gravações, transcritas e prontas a estudar',
        subtitle:
          'Grava a aula, carrega o ficheiro e recebe uma transcrição com cada orador identificado, mais flashcards e perguntas sobre o que foi dito.',
      },
      howToName: 'Como estudar uma gravação áudio com o Mnemo',
      steps: [
        { title: 'Carrega a gravação', text: 'Adiciona um ficheiro MP3 ou WAV com menos de 100 MB a uma nova sessão.' },
        {
          title: 'Recebe a transcrição',
          text: 'O Mnemo comprime e transcreve o áudio e separa os oradores. Dá um nome a cada orador.',
        },
        {
          title: 'Estuda o que foi dito',
          text: 'Revê o resumo, os flashcards e as perguntas; cada um remete para o seu momento na gravação.',
        },
      ],
      features: [
        {
          title: 'Deteção de oradores',
          text: 'As vozes são distinguidas, por isso um seminário ou uma entrevista lê-se como uma conversa. Muda o nome dos oradores e escolhe um avatar.',
        },
        { title: 'Transcrição com tempos', text: 'Clica numa frase para a ouvir de novo.' },
        {
          title: 'Cartões a partir da palavra falada',
          text: 'Os flashcards e as perguntas vêm do que foi realmente dito.',
        },
        { title: 'Pesquisa e chat', text: 'Encontra o momento em que um tema surgiu, ou pergunta ao chat sobre ele.' },
      ],
      audiences: [
        { title: 'Estudantes que gravam aulas', text: 'Ouve na aula, estuda a transcrição depois.' },
        { title: 'Ouvintes de podcasts', text: 'Guarda as ideias dos episódios de que gostas.' },
        { title: 'Investigadores', text: 'Entrevistas e grupos de discussão, transcritos por orador.' },
        { title: 'Equipas', text: 'Chamadas de formação e reuniões de que todos se devem lembrar.' },
      ],
      contentIntro: 'Junta gravações a estas fontes:',
      ready: {
        title: 'Deixa de andar para trás e começa a rever',
        text: 'Cria uma conta gratuita e carrega a tua gravação mais recente.',
      },
      faq: [
        {
          q: 'Que ficheiros de áudio são suportados?',
          a: 'Ficheiros MP3 e WAV com menos de 100 MB. O limite de tamanho do teu plano também se aplica.',
        },
        {
          q: 'Como são detetados os oradores?',
          a: 'O Mnemo agrupa as vozes que ouve e identifica-as como Orador 1, Orador 2 e assim por diante. Podes mudar o nome de cada orador e escolher um avatar.',
        },
        {
          q: 'A transcrição funciona em todos os servidores?',
          a: 'A transcrição usa o serviço de conversão de voz em texto escolhido por quem gere este servidor Mnemo. Se nenhum estiver configurado, as sessões de áudio não estão disponíveis e o Mnemo avisa.',
        },
        {
          q: 'A minha gravação fica privada?',
          a: 'Sim. A gravação, a transcrição e tudo o que é feito a partir delas ficam na tua conta e podem ser apagados a qualquer momento.',
        },
      ],
    },
    web: {
      linkLabel: 'Estudar a partir de páginas web',
      meta: {
        title: 'Transforma artigos da web em flashcards e testes | Mnemo',
        description:
          'Cola a ligação de um artigo, de um blogue ou de documentação. O Mnemo guarda o texto legível, grava a página em PDF e cria flashcards e perguntas.',
        keywords:
          'página web para flashcards, resumo de artigo, aprender com artigos, estudar documentação online, ligação para teste',
      },
      hero: {
        eyebrow: 'Páginas web',
        title: 'Lê online, guarda para sempre',
        subtitle:
          'Cola uma ligação e o Mnemo retira menus e anúncios, guarda o artigo e transforma-o num resumo, flashcards e perguntas.',
      },
      howToName: 'Como estudar uma página web com o Mnemo',
      steps: [
        {
          title: 'Cola a ligação',
          text: 'Copia o endereço de um artigo ou de uma página de documentação para uma nova sessão.',
        },
        {
          title: 'O Mnemo guarda o artigo',
          text: 'O conteúdo legível é extraído e guardado num PDF que podes anotar.',
        },
        { title: 'Estuda-o', text: 'Revê o resumo, os flashcards e as perguntas feitos a partir da página.' },
      ],
      features: [
        { title: 'Só o conteúdo', text: 'A navegação, os avisos de cookies e os anúncios ficam de fora.' },
        {
          title: 'Uma cópia que não muda',
          text: 'A página fica guardada na sessão, por isso os cartões continuam a corresponder-lhe se o site mudar.',
        },
        { title: 'Anota como num PDF', text: 'Sublinha e acrescenta notas à página guardada.' },
        { title: 'Acesso seguro', text: 'O Mnemo só acede a endereços web públicos, nunca a redes privadas.' },
      ],
      audiences: [
        { title: 'Programadores', text: 'Aprende uma framework a partir da documentação.' },
        { title: 'Estudantes', text: 'Leituras online e artigos de enciclopédia pedidos nas aulas.' },
        { title: 'Leitores curiosos', text: 'Textos longos de que te queres lembrar no próximo mês.' },
        { title: 'Profissionais', text: 'Notícias do setor e regulamentos que importam para o teu trabalho.' },
      ],
      contentIntro: 'As páginas web funcionam junto destas fontes:',
      ready: {
        title: 'Transforma os teus separadores abertos em conhecimento',
        text: 'Cria uma conta gratuita e cola a ligação que estás a ler agora.',
      },
      faq: [
        {
          q: 'Que páginas funcionam?',
          a: 'Páginas públicas com o conteúdo na própria página, como artigos, blogues e documentação. Páginas que exigem sessão iniciada ou assinatura não podem ser lidas.',
        },
        {
          q: 'Porque é que a página é guardada em PDF?',
          a: 'Para leres e anotares a mesma versão a partir da qual os flashcards foram feitos, mesmo que o site mude depois.',
        },
        {
          q: 'Posso adicionar várias ligações?',
          a: 'Sim. Adiciona mais material à mesma sessão para estudar um tema a partir de várias fontes.',
        },
        {
          q: 'E se uma página não estiver acessível?',
          a: 'O Mnemo mostra uma mensagem clara e não guarda nada a meio. Verifica o endereço e tenta de novo.',
        },
      ],
    },
    timeboxing: {
      linkLabel: 'Sessões guiadas de 45 minutos',
      meta: {
        title: 'Sessões de estudo guiadas com timeboxing | Mnemo',
        description:
          'O modo guiado leva-te por uma sessão de 45 minutos em seis etapas: pré-visualização, aprendizagem ativa, flashcards, revisão, pausa e perguntas. Sem planear nada.',
        keywords:
          'timeboxing, sessão de estudo guiada, temporizador de estudo, alternativa ao pomodoro, estudo focado, rotina de estudo',
      },
      hero: {
        eyebrow: 'Modo guiado',
        title: 'Uma sessão de estudo de 45 minutos que se planeia sozinha',
        subtitle:
          'Escolhe o modo guiado e o Mnemo conduz-te por seis etapas, de uma primeira pré-visualização a um conjunto final de perguntas, com uma pausa a sério pelo meio.',
      },
      howToName: 'Como fazer uma sessão de estudo guiada de 45 minutos com o Mnemo',
      steps: [
        { title: 'Carrega o teu material', text: 'Cria uma sessão a partir de um ficheiro, texto ou ligação.' },
        { title: 'Escolhe o modo guiado', text: 'Escolhe guiado em vez de livre ao começar.' },
        {
          title: 'Segue as etapas',
          text: 'Pré-visualização, Aprendizagem Ativa, Flashcards, Revisão, Pausa e Perguntas, cada uma com o seu tempo.',
        },
      ],
      features: [
        {
          title: 'Seis etapas, um só fluxo',
          text: 'Pré-visualiza o material, lê ativamente com anotações, recorda com flashcards, revê, descansa e depois testa-te.',
        },
        {
          title: 'Cerca de 45 minutos',
          text: 'Tempo suficiente para aprender bem uma coisa, curto o bastante para começares hoje.',
        },
        {
          title: 'Uma pausa que recupera',
          text: 'Uma pausa guiada de descanso profundo sem dormir, porque a atenção precisa de recuperar.',
        },
        { title: 'Modo livre quando quiseres', text: 'Volta ao modo livre para estudares pela ordem que preferires.' },
      ],
      audiences: [
        { title: 'Quem adia o estudo', text: 'Sem decidir o que fazer a seguir: basta carregar em começar.' },
        { title: 'Estudantes ocupados', text: 'Uma sessão completa cabe entre duas aulas.' },
        { title: 'Adultos que voltam a estudar', text: 'Uma estrutura que facilita criar um novo hábito.' },
        { title: 'Quem se distrai facilmente', text: 'Tempos bem definidos ajudam a manter o foco.' },
      ],
      contentIntro: 'Começa uma sessão guiada a partir de qualquer um destes:',
      ready: {
        title: 'Os teus próximos 45 minutos, planeados',
        text: 'Cria uma conta gratuita e começa a tua primeira sessão guiada.',
      },
      faq: [
        {
          q: 'Quais são as etapas do modo guiado?',
          a: 'Pré-visualização, Aprendizagem Ativa, Flashcards, Revisão, Pausa e Perguntas, com um ecrã de início e outro de fim.',
        },
        {
          q: 'Quanto tempo demora uma sessão guiada?',
          a: 'Cerca de 45 minutos. Podes terminar uma etapa mais cedo ou demorar um pouco mais quando precisares.',
        },
        {
          q: 'Porque há uma pausa a meio?',
          a: 'Em sessões longas, uma pausa a cada 20 a 30 minutos ajuda a manter a concentração. O modo guiado inclui um descanso curto e guiado.',
        },
        {
          q: 'Posso mudar para o modo livre?',
          a: 'Sim. O modo livre deixa-te usar o resumo, os flashcards, as perguntas e o chat pela ordem que quiseres.',
        },
      ],
    },
    microlearning: {
      linkLabel: 'Microaprendizagem em sessões curtas',
      meta: {
        title: 'Microaprendizagem: estuda em sessões com menos de 20 minutos | Mnemo',
        description:
          'Sessões de estudo curtas, com menos de 20 minutos, focadas em um a três conceitos-chave. Aprende no autocarro, entre reuniões ou antes de dormir.',
        keywords:
          'microaprendizagem, sessões de estudo curtas, aprendizagem em pequenas doses, hábito de estudo diário, revisão rápida',
      },
      hero: {
        eyebrow: 'Microaprendizagem',
        title: 'Sessões pequenas, progresso sólido',
        subtitle:
          'Uma sessão de microaprendizagem dura menos de 20 minutos e aborda um a três conceitos-chave. Faz uma por dia e vê como se somam.',
      },
      howToName: 'Como estudar com sessões de microaprendizagem no Mnemo',
      steps: [
        { title: 'Escolhe uma parte pequena', text: 'Adiciona uma só secção, um vídeo curto ou algumas páginas.' },
        { title: 'Foca-te em 1 a 3 conceitos', text: 'O resumo do Mnemo indica os conceitos-chave; estuda só esses.' },
        {
          title: 'Revê amanhã',
          text: 'A repetição espaçada traz os cartões de volta quando estás quase a esquecê-los.',
        },
      ],
      features: [
        { title: 'Menos de 20 minutos', text: 'Curto o suficiente para qualquer intervalo do teu dia.' },
        { title: 'Um a três conceitos', text: 'Um objetivo claro em cada sessão.' },
        { title: 'Revisões que se somam', text: 'Revisões diárias curtas mantêm frescas as sessões anteriores.' },
        { title: 'Funciona no telemóvel', text: 'Revê cartões no navegador onde quer que estejas.' },
      ],
      audiences: [
        { title: 'Quem anda de transportes', text: 'Transforma o tempo de viagem em tempo de estudo.' },
        { title: 'Profissionais no ativo', text: 'Continua a aprender sem ocupar as noites.' },
        { title: 'Pais e mães', text: 'Estuda nos momentos que realmente tens.' },
        {
          title: 'Estudantes a criar um hábito',
          text: 'Um pouco todos os dias vale mais do que muito uma vez por semana.',
        },
      ],
      contentIntro: 'As sessões curtas funcionam com todos estes:',
      ready: {
        title: 'Vinte minutos chegam para começar',
        text: 'Cria uma conta gratuita e faz hoje a tua primeira sessão curta.',
      },
      faq: [
        {
          q: 'O que conta como microaprendizagem no Mnemo?',
          a: 'Uma sessão com menos de 20 minutos focada em um a três conceitos-chave.',
        },
        {
          q: 'Uma sessão curta é mesmo útil?',
          a: 'Sim, quando é repetida. Espaçar revisões curtas ao longo de vários dias é uma das formas mais fiáveis de memorizar, e é isso que a repetição espaçada agenda por ti.',
        },
        {
          q: 'Posso combinar sessões curtas com o modo guiado?',
          a: 'O modo guiado é um formato mais longo, de 45 minutos. Usa a microaprendizagem nos dias cheios e o modo guiado quando tiveres mais tempo.',
        },
        {
          q: 'Preciso de instalar uma aplicação?',
          a: 'Não. O Mnemo funciona no navegador, no computador, no tablet ou no telemóvel.',
        },
      ],
    },
  },
  exams: {
    law: {
      linkLabel: 'Exame da Ordem (EUA e Portugal)',
      meta: {
        title: 'Preparação para o exame da Ordem com flashcards e testes | Mnemo',
        description:
          'Prepara o exame da Ordem dos Advogados em Portugal e o bar exam dos EUA com flashcards e perguntas feitos a partir dos teus resumos, códigos e acórdãos.',
        keywords:
          'exame da Ordem dos Advogados, exame de agregação, estágio de advocacia, bar exam, UBE, estudar direito',
      },
      hero: {
        eyebrow: 'Exame da Ordem',
        title: 'Prepara o exame da Ordem com os teus próprios resumos',
        subtitle:
          'Quer faças o exame da Ordem dos Advogados em Portugal, quer o Uniform Bar Exam nos Estados Unidos, o Mnemo transforma os teus resumos, códigos e acórdãos em prática diária.',
      },
      intro:
        'Os exames de acesso à advocacia avaliam um grande volume de normas sob pressão de tempo. Recordar as normas de memória e aplicá-las a casos, vezes sem conta, é o que as torna disponíveis no dia do exame.',
      components: [
        {
          title: 'Uniform Bar Exam (Estados Unidos)',
          description:
            'Dois dias na maioria das jurisdições que o adotam: o Multistate Bar Examination (MBE, 200 perguntas de escolha múltipla), o Multistate Essay Examination (MEE, seis respostas de desenvolvimento) e o Multistate Performance Test (MPT, duas tarefas práticas). Várias jurisdições vão passar para o NextGen bar exam a partir de 2026, por isso confirma o formato do exame que vais fazer.',
          subjects: [
            'Processo civil',
            'Direito constitucional',
            'Contratos',
            'Direito e processo penal',
            'Prova',
            'Direitos reais',
            'Responsabilidade civil',
            'Direito das sociedades',
            'Direito da família',
            'Sucessões e trusts',
          ],
        },
        {
          title: 'Exame da Ordem dos Advogados (Portugal)',
          description:
            'No fim do estágio, os advogados estagiários fazem o exame final de avaliação e agregação da Ordem dos Advogados: provas escritas sobre prática jurídica e deontologia, seguidas de uma prova oral. Consulta o regulamento em vigor da Ordem para as provas e datas exatas.',
          subjects: [
            'Prática Processual Civil',
            'Prática Processual Penal',
            'Deontologia Profissional',
            'Organização Judiciária',
            'Direito Constitucional e Direitos Humanos',
          ],
        },
      ],
      studyFeatures: [
        {
          title: 'Flashcards de normas',
          text: 'Requisitos, exceções e critérios dos teus resumos, revistos com repetição espaçada.',
        },
        {
          title: 'Treino de escolha múltipla',
          text: 'Perguntas ao estilo do MBE a partir do teu material, com a explicação de cada resposta.',
        },
        {
          title: 'Respostas de desenvolvimento avaliadas',
          text: 'Escreve respostas abertas e compara-as com a resposta esperada.',
        },
        {
          title: 'Códigos e acórdãos em PDF',
          text: 'Anota legislação e jurisprudência e cria cartões a partir dos teus sublinhados.',
        },
      ],
      tips: [
        {
          title: 'Começa pelo enunciado das normas',
          text: 'Garante que sabes enunciar cada norma antes de praticar casos práticos.',
        },
        {
          title: 'Pratica com tempo',
          text: 'Usa o modo guiado para estudar em blocos de tempo fixos, como no próprio exame.',
        },
        {
          title: 'Revê todos os dias',
          text: 'Uma revisão diária curta mantém centenas de normas disponíveis; estudar tudo de uma vez não.',
        },
        { title: 'Aprende com os erros', text: 'Lê a explicação de cada pergunta falhada e transforma-a num cartão.' },
      ],
      faq: [
        {
          q: 'O Mnemo inclui perguntas oficiais de exame?',
          a: 'Não. O Mnemo cria flashcards e perguntas a partir do material que carregas, como resumos, códigos e apontamentos de jurisprudência. Usa os materiais oficiais de treino ao lado dele.',
        },
        {
          q: 'Posso estudar direito português em português?',
          a: 'Sim. Põe a interface em português e escolhe o português como idioma das perguntas.',
        },
        {
          q: 'Funciona com códigos extensos?',
          a: 'Sim, dentro do limite de tamanho de ficheiro do teu plano. Dividir um código pelos livros que estás a estudar torna as sessões mais fáceis de rever.',
        },
        {
          q: 'O meu material de preparação fica privado?',
          a: 'Sim. Tudo o que carregas e tudo o que é gerado a partir disso fica na tua conta até o apagares.',
        },
      ],
      ready: {
        title: 'Fixa cada norma antes do dia do exame',
        text: 'Cria uma conta gratuita e carrega o teu primeiro resumo.',
      },
    },
    medicine: {
      linkLabel: 'Medicina (MCAT e Portugal)',
      meta: {
        title: 'Preparação para o acesso a Medicina e para o MCAT | Mnemo',
        description:
          'Prepara os exames de acesso a Medicina em Portugal e o MCAT com flashcards, perguntas de treino e sessões guiadas feitos a partir dos teus apontamentos.',
        keywords:
          'acesso a medicina, provas de ingresso medicina, exames nacionais medicina, MCAT, flashcards de biologia, estudar medicina',
      },
      hero: {
        eyebrow: 'Medicina',
        title: 'Os factos da medicina, aprendidos para durar',
        subtitle:
          'Dos exames nacionais que abrem a porta de Medicina em Portugal à revisão de conteúdos para o MCAT, o Mnemo ajuda-te a lembrar uma enorme quantidade de pormenores.',
      },
      intro:
        'Entrar em Medicina recompensa conhecimento ao mesmo tempo amplo e preciso. A prática regular de recordação, espalhada por meses, vale mais do que a revisão de última hora.',
      components: [
        {
          title: 'MCAT (Estados Unidos e Canadá)',
          description:
            'Um exame feito em computador, com cerca de sete horas e meia, em quatro secções, cada uma cotada de 118 a 132, num total entre 472 e 528.',
          subjects: [
            'Fundamentos biológicos e bioquímicos dos sistemas vivos',
            'Fundamentos químicos e físicos dos sistemas biológicos',
            'Fundamentos psicológicos, sociais e biológicos do comportamento',
            'Análise crítica e raciocínio (CARS)',
          ],
        },
        {
          title: 'Acesso a Medicina em Portugal',
          description:
            'As vagas de Medicina são preenchidas através do Concurso Nacional de Acesso. Cada escola define as suas provas de ingresso, que são exames nacionais do ensino secundário, e as médias de entrada estão entre as mais altas de todos os cursos.',
          subjects: ['Biologia e Geologia', 'Física e Química A', 'Matemática A'],
        },
      ],
      studyFeatures: [
        {
          title: 'Flashcards em grande volume',
          text: 'Vias metabólicas, estruturas e fórmulas dos teus apontamentos, agendadas para nunca rever cedo ou tarde demais.',
        },
        { title: 'Perguntas sobre textos', text: 'Pratica a leitura e o raciocínio sobre um texto, como pede o MCAT.' },
        {
          title: 'Gravações de aulas',
          text: 'Transcreve aulas de biologia e química e estuda-as por orador e momento.',
        },
        { title: 'Progresso por nota', text: 'Cada teste termina com uma nota de A a F e dicas do que rever.' },
      ],
      tips: [
        {
          title: 'Planeia em meses, não em semanas',
          text: 'Espalha a revisão de conteúdos por todo o período de preparação.',
        },
        {
          title: 'Alterna matérias',
          text: 'Alterna biologia, química e física ao longo da semana em vez de um bloco de cada.',
        },
        {
          title: 'Treina o raciocínio',
          text: 'Para o CARS, lê um texto por dia e explica o argumento do autor por palavras tuas.',
        },
        {
          title: 'Resolve exames anteriores',
          text: 'Para os exames nacionais, resolve provas de anos anteriores e lê os critérios de classificação.',
        },
      ],
      faq: [
        {
          q: 'O Mnemo inclui testes de treino do MCAT?',
          a: 'Não. Cria flashcards e perguntas a partir do teu material. Usa os exames oficiais de treino para te testares em condições reais.',
        },
        {
          q: 'Posso estudar para os exames portugueses em português?',
          a: 'Sim. Todo o site e as tuas perguntas podem estar em português europeu.',
        },
        {
          q: 'Lida com esquemas e diagramas?',
          a: 'O Mnemo estuda o texto do teu material. As legendas dentro de imagens não são lidas, por isso acrescenta uma legenda ou uma nota se um esquema for importante.',
        },
        {
          q: 'Quantos flashcards posso criar?',
          a: 'Depende da quota mensal de exercícios do teu plano, de 1000 no plano gratuito a 25 000 no Ultimate.',
        },
      ],
      ready: {
        title: 'Constrói a memória que a medicina exige',
        text: 'Cria uma conta gratuita e transforma o teu primeiro capítulo em flashcards.',
      },
    },
    'high-school': {
      linkLabel: 'Ensino secundário',
      meta: {
        title: 'Ferramenta de estudo para o secundário: flashcards e testes | Mnemo',
        description:
          'Transforma apontamentos, páginas do manual e diapositivos do professor em flashcards e testes de treino. Estuda melhor para os testes de todas as disciplinas.',
        keywords:
          'estudar secundário, estudar para testes, ajuda nos trabalhos de casa, flashcards de revisão, teste com apontamentos, ensino secundário',
      },
      hero: {
        eyebrow: 'Ensino secundário',
        title: 'Estuda para os testes sem noitadas',
        subtitle:
          'Sem passar nada a limpo: carrega os diapositivos do professor ou o PDF do manual e recebe flashcards e um teste de treino em cerca de um minuto.',
      },
      intro:
        'Os testes do secundário abrangem muitas disciplinas ao mesmo tempo. Uns minutos de autoavaliação por dia mantêm todas frescas.',
      components: [
        {
          title: 'Testes e exames de fim de período',
          description:
            'A maioria dos testes verifica se consegues recordar factos e definições e aplicá-los a problemas novos.',
          subjects: ['História', 'Biologia', 'Química', 'Física', 'Geografia', 'Literatura', 'Línguas estrangeiras'],
        },
      ],
      studyFeatures: [
        {
          title: 'Flashcards para definições',
          text: 'Vocabulário, datas e fórmulas, revistos mesmo antes de os esqueceres.',
        },
        {
          title: 'Testes de treino',
          text: 'Escolha múltipla e verdadeiro/falso para uma verificação rápida, perguntas abertas para treinar a escrita.',
        },
        { title: 'Sessões guiadas', text: 'Um plano de 45 minutos para as noites de trabalhos de casa.' },
        { title: 'Partilha com colegas', text: 'Envia uma sessão por ligação a um grupo de estudo.' },
      ],
      tips: [
        { title: 'Testa-te em vez de reler', text: 'Fechar o livro e recordar é o que constrói a memória.' },
        { title: 'Começa uma semana antes', text: 'Três sessões curtas valem mais do que uma longa na véspera.' },
        {
          title: 'Dorme sobre o assunto',
          text: 'Dormir depois de estudar ajuda a memória; uma noitada faz o contrário.',
        },
        {
          title: 'Pergunta pelo que falhas',
          text: 'Usa o chat para explicar uma resposta errada por palavras mais simples.',
        },
      ],
      faq: [
        { q: 'Que idade preciso de ter para usar o Mnemo?', a: 'Tens de ter pelo menos 13 anos para criar uma conta.' },
        {
          q: 'O Mnemo é gratuito para estudantes?',
          a: 'Sim, há um plano gratuito. Os planos pagos acrescentam mais documentos, exercícios e chat por mês.',
        },
        {
          q: 'Posso partilhar uma sessão com os meus amigos?',
          a: 'Sim. Cria uma ligação de partilha; dura 30 dias. Os amigos com conta podem guardar uma cópia na sua biblioteca.',
        },
        {
          q: 'Faz os trabalhos de casa por mim?',
          a: 'Não. O Mnemo ajuda-te a aprender a tua matéria; o raciocínio continua a ser teu.',
        },
      ],
      ready: {
        title: 'O teu próximo teste, preparado com antecedência',
        text: 'Cria uma conta gratuita e carrega a leitura de hoje.',
      },
    },
    sat: {
      linkLabel: 'SAT',
      meta: {
        title: 'Preparação para o SAT com flashcards e perguntas de treino | Mnemo',
        description:
          'Prepara o SAT digital: vocabulário em contexto, regras de gramática e fórmulas de matemática em flashcards, mais perguntas de treino a partir dos teus livros.',
        keywords:
          'preparação SAT, SAT digital, vocabulário SAT, fórmulas SAT, SAT reading and writing, exame de admissão universitária EUA',
      },
      hero: {
        eyebrow: 'SAT',
        title: 'Prática constante para o SAT, um pouco todos os dias',
        subtitle:
          'Carrega os capítulos dos teus livros de preparação e os teus apontamentos; o Mnemo mantém na memória as regras de gramática, os significados e as fórmulas até ao dia do teste.',
      },
      intro:
        'O SAT recompensa competências construídas ao longo do tempo. A prática diária de recordação mantém prontas as regras e fórmulas de que precisas sob pressão de tempo.',
      components: [
        {
          title: 'O SAT digital',
          description:
            'Feito em computador em cerca de duas horas e catorze minutos, em duas secções com dois módulos adaptativos cada. Cada secção é cotada de 200 a 800, num total entre 400 e 1600.',
          subjects: [
            'Leitura e escrita: informação e ideias',
            'Técnica e estrutura',
            'Expressão de ideias',
            'Convenções do inglês padrão',
            'Matemática: álgebra',
            'Matemática avançada',
            'Resolução de problemas e análise de dados',
            'Geometria e trigonometria',
          ],
        },
      ],
      studyFeatures: [
        { title: 'Palavras em contexto', text: 'Cartões de vocabulário feitos a partir dos textos com que praticas.' },
        { title: 'Regras de gramática', text: 'Regras de pontuação e concordância em flashcards rápidos.' },
        { title: 'Fórmulas de cor', text: 'Sabe as fórmulas sem depender da folha de referência.' },
        { title: 'Sessões cronometradas', text: 'O modo guiado treina a concentração para um teste longo.' },
      ],
      tips: [
        {
          title: 'Faz primeiro um teste oficial de treino',
          text: 'Descobre as tuas áreas mais fracas e começa por aí.',
        },
        {
          title: 'Estuda em sessões curtas e regulares',
          text: 'Vinte minutos por dia valem mais do que uma maratona ao fim de semana.',
        },
        {
          title: 'Revê cada erro',
          text: 'Transforma cada pergunta falhada num flashcard sobre a regra por trás dela.',
        },
        { title: 'Pratica no ecrã', text: 'O SAT é digital; habitua-te a ler e a calcular num ecrã.' },
      ],
      faq: [
        {
          q: 'Há perguntas oficiais do SAT no Mnemo?',
          a: 'Não. O Mnemo trabalha sobre o material que trazes, como livros de preparação e apontamentos. Usa os testes oficiais de treino para simulações completas.',
        },
        {
          q: 'O Mnemo ajuda na matemática do SAT?',
          a: 'Sim, a recordar fórmulas, definições e métodos. Resolver muitos problemas de treino continua a ser essencial.',
        },
        {
          q: 'Com quanta antecedência devo começar?',
          a: 'A maioria dos estudantes beneficia de alguns meses de prática regular. A repetição espaçada funciona melhor com tempo para espaçar as revisões.',
        },
        { q: 'É gratuito?', a: 'Há um plano gratuito com uma quota mensal. Os planos pagos aumentam os limites.' },
      ],
      ready: {
        title: 'Começa hoje a tua preparação para o SAT',
        text: 'Cria uma conta gratuita e transforma o teu primeiro capítulo de preparação em flashcards.',
      },
    },
    national: {
      linkLabel: 'Exames nacionais',
      meta: {
        title: 'Preparação para os exames nacionais com flashcards | Mnemo',
        description:
          'Prepara os exames nacionais do ensino secundário com flashcards, perguntas de treino e sessões guiadas em português europeu.',
        keywords:
          'exames nacionais, preparação exames nacionais, ensino secundário, provas de ingresso, exame de Português, estudar para exames',
      },
      hero: {
        eyebrow: 'Exames nacionais',
        title: 'Pronto para os exames nacionais',
        subtitle:
          'Os exames nacionais do secundário decidem as classificações finais e o acesso ao ensino superior. O Mnemo ajuda-te a rever toda a matéria, um pouco todos os dias.',
      },
      intro:
        'Os exames nacionais abrangem dois ou três anos de uma disciplina. Espalhar a revisão ao longo do ano é a forma mais segura de chegar com tudo fresco.',
      components: [
        {
          title: 'Exames nacionais do ensino secundário',
          description:
            'Realizados no 11.º e no 12.º ano e classificados de 0 a 200 pontos. Contam para a classificação final da disciplina e servem de provas de ingresso no ensino superior. Há uma 1.ª e uma 2.ª fase em cada verão.',
          subjects: [
            'Português',
            'Matemática A',
            'Biologia e Geologia',
            'Física e Química A',
            'História A',
            'Geografia A',
            'Economia A',
            'Filosofia',
          ],
        },
      ],
      studyFeatures: [
        { title: 'Perguntas em português', text: 'Pratica no idioma do exame.' },
        {
          title: 'A partir do material da escola',
          text: 'Resumos e diapositivos das aulas tornam-se flashcards e testes.',
        },
        {
          title: 'Treino de resposta aberta',
          text: 'Escreve respostas desenvolvidas e compara-as com uma resposta esperada.',
        },
        {
          title: 'Um plano de estudo que se repete',
          text: 'A repetição espaçada distribui a matéria pelos meses antes do exame.',
        },
      ],
      tips: [
        {
          title: 'Resolve exames anteriores',
          text: 'As provas de anos anteriores e os critérios de classificação mostram o que os corretores procuram.',
        },
        { title: 'Revê também o 10.º e o 11.º ano', text: 'Muitos exames abrangem mais do que o último ano.' },
        {
          title: 'Treina respostas desenvolvidas',
          text: 'A estrutura e o vocabulário valem pontos nas perguntas abertas.',
        },
        { title: 'Descansa antes do exame', text: 'Dormir e fazer pausas ajuda-te a lembrar o que estudaste.' },
      ],
      faq: [
        {
          q: 'O site está disponível em português europeu?',
          a: 'Sim. Todas as páginas e as tuas perguntas de estudo podem estar em português europeu.',
        },
        {
          q: 'O Mnemo inclui exames anteriores?',
          a: 'Não. Carrega as provas e os critérios que usas e o Mnemo cria treino a partir deles.',
        },
        {
          q: 'Que disciplinas funcionam melhor?',
          a: 'Qualquer disciplina com material escrito. Em Matemática, os flashcards são mais úteis para definições, propriedades e métodos.',
        },
        {
          q: 'Posso estudar com amigos?',
          a: 'Sim. Partilha uma sessão por ligação com o teu grupo de estudo; a ligação dura 30 dias.',
        },
      ],
      ready: {
        title: 'Começa a preparar os exames nacionais',
        text: 'Cria uma conta gratuita e carrega o primeiro capítulo que precisas de rever.',
      },
    },
  },
  educators: {
    meta: {
      title: 'Mnemo para educadores: acesso antecipado | Mnemo',
      description:
        'Sessões partilhadas, trabalhos atribuídos, análises dos alunos e sugestões da IA para professores estão a chegar ao Mnemo. Inscreve-te no acesso antecipado.',
      keywords:
        'IA para professores, testes para a turma, análise de alunos, atribuir sessões de estudo, ferramentas para educadores',
    },
    hero: {
      eyebrow: 'Para educadores',
      title: 'Leva a aprendizagem ativa a toda a turma',
      subtitle:
        'O Mnemo está a construir ferramentas para professores, docentes e explicadores, com turmas que chegam às centenas de estudantes. Estão para breve: inscreve-te no acesso antecipado e ajuda a moldá-las.',
    },
    featuresTitle: 'O que aí vem',
    features: [
      { title: 'Sessões partilhadas', text: 'Prepara uma sessão uma vez e partilha-a com toda a turma.' },
      { title: 'Trabalhos atribuídos', text: 'Atribui sessões com prazo e vê quem já começou.' },
      { title: 'Análises dos alunos', text: 'Vê em que perguntas e conceitos a turma tem mais dificuldade.' },
      { title: 'Sugestões da IA', text: 'Propostas do que retomar na próxima aula.' },
      { title: 'Convidar alunos', text: 'Junta alunos a uma turma com uma ligação ou por email.' },
    ],
    form: {
      title: 'Inscreve-te no acesso antecipado',
      text: 'Deixa o teu email e escrevemos-te quando as funcionalidades para educadores abrirem. Não o usaremos para mais nada.',
      email: 'Email da escola',
      name: 'Nome (opcional)',
      role: 'Função (opcional)',
      roleNone: 'Escolhe uma função',
      roles: {
        teacher: 'Professor do ensino básico ou secundário',
        lecturer: 'Docente universitário',
        tutor: 'Explicador',
        school_leader: 'Direção escolar',
        other: 'Outra',
      },
      submit: 'Pedir acesso antecipado',
    },
    meeting: {
      title: 'Preferes falar connosco?',
      text: 'Marca uma conversa curta sobre usar o Mnemo com os teus alunos.',
    },
  },
  pricing: {
    meta: {
      title: 'Preços: planos gratuito e pagos | Mnemo',
      description:
        'Começa grátis. Os planos Starter, Personal e Ultimate acrescentam mais documentos, exercícios gerados, chat com IA e ficheiros maiores por mês.',
      keywords: 'preços Mnemo, preço de aplicação de estudo, flashcards com IA grátis, subscrição para estudantes',
    },
    hero: {
      eyebrow: 'Preços',
      title: 'Planos para todas as quantidades de estudo',
      subtitle:
        'Começa com o plano gratuito. Muda para um plano superior quando precisares de mais, e altera ou cancela quando quiseres.',
    },
    plansTitle: 'Compara os planos',
    perMonth: '/mês',
    free: 'Grátis',
    plans: {
      FREE: { name: 'Gratuito', text: 'Experimenta o Mnemo no teu próximo teste.' },
      STARTER: { name: 'Starter', text: 'Para uma ou duas cadeiras por semestre.' },
      PERSONAL: { name: 'Personal', text: 'Para estudantes a tempo inteiro.' },
      ULTIMATE: { name: 'Ultimate', text: 'Para uma preparação intensiva de exames.' },
    },
    limits: {
      documents: '{{count}} documentos guardados',
      exercises: '{{count}} flashcards e perguntas gerados por mês',
      tokens: '{{count}} tokens de chat com IA por mês',
      fileSize: 'Ficheiros até {{size}} MB',
    },
    choose: 'Escolher {{plan}}',
    promo: 'As condições especiais para os primeiros três meses aparecem depois de iniciares sessão.',
    notesTitle: 'Como funciona a faturação',
    notes: [
      'O pagamento é feito por cartão através do nosso fornecedor de pagamentos, de forma recorrente mensal ou anual.',
      'Uma subida de plano aplica-se de imediato; pagas a diferença proporcional.',
      'Uma descida de plano aplica-se a partir do ciclo de faturação seguinte.',
      'Se cancelares, manténs o plano pago até ao fim do ciclo.',
      'As quotas de exercícios e de chat são repostas em cada ciclo de faturação.',
    ],
    faq: [
      {
        q: 'O que conta como exercício?',
        a: 'Cada flashcard ou pergunta gerado conta como um exercício. Os cartões e perguntas que escreves tu não contam.',
      },
      {
        q: 'O que acontece quando chego a um limite?',
        a: 'Não se perde nada: o trabalho novo apenas não é guardado, e o Mnemo propõe mudar de plano ou libertar espaço apagando sessões.',
      },
      {
        q: 'Posso pedir reembolso?',
        a: 'Os pagamentos não são reembolsáveis, exceto em caso de erros técnicos ou de faturação, que podes comunicar até 14 dias após a transação.',
      },
      {
        q: 'Há desconto para escolas?',
        a: 'Os planos para educadores estão para breve. Inscreve-te no acesso antecipado na página para educadores.',
      },
    ],
  },
  blog: {
    meta: {
      title: 'Blogue: ciência do estudo e dicas | Mnemo',
      description:
        'Artigos sobre como funciona a memória e como estudar com menos esforço: repetição espaçada, prática de recordação, foco e mais.',
      keywords: 'dicas de estudo, ciência da aprendizagem, repetição espaçada, prática de recordação, blogue de estudo',
    },
    title: 'O blogue do Mnemo',
    intro: 'Como funciona a memória e como tirar partido dela quando estudas.',
    readMore: 'Ler mais',
    readMoreAbout: 'sobre {{title}}',
    related: 'Artigos relacionados',
    backToAll: 'Voltar a todos os artigos',
    published: 'Publicado a {{date}}',
    minutes: '{{count}} min de leitura',
    empty: 'Ainda não há artigos.',
    notFound: 'Não encontrámos este artigo.',
  },
  legal: {
    lastUpdated: 'Última atualização: {{date}}',
    operatorFallback: 'a entidade que gere este servidor Mnemo',
    contactFallback: 'o administrador deste servidor',
    contact: 'Contacto: {{contact}}',
  },
  terms: {
    meta: {
      title: 'Termos e Condições | Mnemo',
      description:
        'Os termos que se aplicam quando usas este servidor Mnemo: contas, o teu conteúdo, planos e pagamentos.',
    },
    title: 'Termos e Condições',
    intro:
      'Estes termos aplicam-se à utilização deste servidor Mnemo, gerido por {{operatorName}} («nós»). Ao criares uma conta, aceita-los.',
    sections: [
      {
        title: 'O serviço',
        paragraphs: [
          'O Mnemo transforma o material de estudo que forneces (ficheiros, texto, páginas web, áudio e ligações do YouTube) em resumos, flashcards, testes e outras ferramentas de estudo.',
          'O conteúdo gerado é produzido automaticamente e pode conter erros. Confirma o que for importante nas tuas fontes.',
        ],
      },
      {
        title: 'A tua conta',
        paragraphs: [
          'Tens de ter pelo menos 13 anos para criar uma conta. Se a lei do teu país o exigir, precisas do consentimento de um dos pais ou de um tutor.',
          'Mantém a tua palavra-passe em segurança. És responsável pelo que é feito com a tua conta.',
        ],
      },
      {
        title: 'O teu conteúdo',
        paragraphs: [
          'És o titular do material que carregas e continuas responsável por ter o direito de o usar.',
          'Os materiais gerados estão associados à tua conta e podes apagá-los a qualquer momento. Se partilhares uma sessão por ligação, quem tiver a ligação e uma conta pode vê-la até a ligação expirar, ao fim de 30 dias, ou até a revogares.',
        ],
      },
      {
        title: 'Utilização aceitável',
        paragraphs: [
          'Não carregues material ilegal ou que não tenhas o direito de usar, e não tentes perturbar o serviço nem aceder a dados de outras pessoas.',
          'Podemos suspender ou encerrar contas que violem estes termos, sem reembolso.',
        ],
      },
      {
        title: 'Planos e pagamentos',
        paragraphs: [
          'Os planos pagos (Starter, Personal e Ultimate) são cobrados por cartão através do nosso fornecedor de pagamentos, de forma recorrente mensal ou anual, até cancelares.',
          'Tamanho máximo de ficheiro ao abrigo destes termos: 20 MB no Starter, 50 MB no Personal e 100 MB no Ultimate; aplicam-se os limites indicados quando carregas um ficheiro.',
          'Uma subida de plano aplica-se de imediato, sendo cobrada a diferença proporcional. Uma descida aplica-se no ciclo de faturação seguinte. Se cancelares, manténs o acesso pago até ao fim do ciclo, passando depois a conta para o plano gratuito.',
          'Se um pagamento falhar, avisamos-te e tentamos de novo; podes atualizar os teus dados de pagamento. A falta de pagamento continuada pode levar a uma descida de plano ou a restrições, e os documentos acima dos limites gratuitos podem acabar por ser apagados.',
          'Os pagamentos não são reembolsáveis, exceto em caso de erros técnicos ou de faturação. Os pedidos de reembolso têm de ser feitos até 14 dias após a transação.',
        ],
      },
      {
        title: 'Disponibilidade e responsabilidade',
        paragraphs: [
          'Trabalhamos para manter o serviço disponível, mas não podemos garantir que funcione sem interrupções nem erros. Na medida em que a lei o permita, não somos responsáveis por perdas indiretas nem por decisões tomadas com base em conteúdo gerado.',
        ],
      },
      {
        title: 'Alterações',
        paragraphs: [
          'Podemos atualizar estes termos. Avisamos-te de alterações significativas antes de se aplicarem; continuar a usar o serviço depois disso significa que as aceitas.',
        ],
      },
    ],
  },
  privacy: {
    meta: {
      title: 'Política de privacidade | Mnemo',
      description:
        'Que dados pessoais este servidor Mnemo guarda, porquê, durante quanto tempo e como os podes apagar.',
    },
    title: 'Política de privacidade',
    intro: 'Esta política explica como {{operatorName}}, que gere este servidor Mnemo, trata os teus dados pessoais.',
    claim: 'Os teus materiais gerados estão associados à tua conta e podem ser apagados a qualquer momento.',
    sections: [
      {
        title: 'O que recolhemos',
        paragraphs: [
          'Dados da conta: o teu endereço de email, o teu nome e, se entrares com o Google, o identificador da tua conta Google.',
          'O teu material e o que é gerado a partir dele: ficheiros, texto, ligações, gravações, resumos, flashcards, perguntas, anotações, notas e mensagens de chat.',
          'Dados de utilização necessários para gerir o teu plano: o número de documentos guardados, de exercícios gerados e de tokens de chat usados.',
          'Se te inscreveres na newsletter ou no acesso antecipado para educadores, ou se enviares feedback, o endereço de email e a mensagem que nos dás.',
        ],
      },
      {
        title: 'Para que os usamos',
        paragraphs: [
          'Para prestar o serviço que pediste, aplicar os limites do teu plano, manter o serviço seguro e, com a tua autorização, enviar a newsletter. Não vendemos os teus dados.',
        ],
      },
      {
        title: 'Processamento por IA',
        paragraphs: [
          'Para gerar materiais de estudo e responder no chat, o teu material pode ser enviado ao fornecedor de IA ou de transcrição configurado por quem gere este servidor. É usado apenas para produzir os teus resultados.',
        ],
      },
      {
        title: 'O teu controlo',
        paragraphs: [
          'Os materiais gerados estão associados à tua conta: outros utilizadores não os veem, a menos que partilhes uma sessão por ligação. Podes apagar qualquer sessão, e apagar a conta remove tudo o que te pertence.',
          'Podes pedir uma cópia dos teus dados, a sua correção ou o seu apagamento escrevendo para o contacto abaixo. Podes também apresentar queixa à autoridade de proteção de dados (em Portugal, a CNPD).',
        ],
      },
      {
        title: 'Armazenamento no navegador',
        paragraphs: [
          'O site guarda no armazenamento local do navegador o teu token de sessão, o idioma, o volume da música e uma cópia em cache da tua biblioteca, para que a aplicação abra depressa. Terminar sessão apaga os dados em cache. Iniciar sessão deixa também um cookie de segurança, enviado apenas quando inicias sessão, para que este dispositivo consiga entrar mesmo enquanto outra pessoa tenta adivinhar a tua palavra-passe; guarda o identificador da tua conta e um valor aleatório, e dura um ano. Não são usados cookies de publicidade.',
        ],
      },
      {
        title: 'Crianças',
        paragraphs: [
          'A idade mínima para usar o Mnemo é 13 anos. Não guardamos conscientemente dados de crianças mais novas; se achares que guardamos, contacta-nos e apagá-los-emos.',
        ],
      },
      {
        title: 'Durante quanto tempo guardamos os dados',
        paragraphs: [
          'Os teus dados são guardados enquanto a conta existir. As ligações de partilha expiram ao fim de 30 dias. Os endereços da newsletter e do acesso antecipado são guardados até pedires que os removamos.',
        ],
      },
    ],
  },
  forms: {
    email: 'Endereço de email',
    submitting: 'A enviar…',
    error: 'Algo correu mal. Tenta novamente mais tarde.',
    newsletter: {
      title: 'Recebe dicas de estudo por email',
      text: 'Um email curto por mês sobre ciência da aprendizagem e novidades do Mnemo.',
      submit: 'Subscrever',
    },
    feedback: {
      title: 'Como podemos melhorar esta página?',
      open: 'Enviar feedback',
      message: 'O teu feedback',
      email: 'Email (opcional, se quiseres resposta)',
      submit: 'Enviar feedback',
      cancel: 'Cancelar',
    },
  },
  signups: {
    invalid_email: 'Introduz um endereço de email válido.',
    message_required: 'Escreve uma mensagem antes de enviar.',
    message_too_long: 'A mensagem é demasiado longa. Usa menos de 5000 caracteres.',
    invalid_field: 'Verifica os dados que introduziste.',
    newsletter_confirmed: 'Obrigado! Estás na lista da newsletter do Mnemo.',
    early_access_confirmed: 'Obrigado! Escrevemos-te quando as funcionalidades para educadores abrirem.',
    feedback_received: 'Obrigado pelo teu feedback. Lemos todas as mensagens.',
  },
};
