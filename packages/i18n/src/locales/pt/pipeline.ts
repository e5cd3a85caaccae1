import type { Messages } from '../../types.ts';
import type { pipeline as en } from '../en/pipeline.ts';

/** Mensagens e etapas do processamento (pt-PT). */
export const pipeline: Messages<typeof en> = {
  file_empty: 'Este ficheiro está vazio. Carregue um ficheiro com conteúdo.',
  file_type_unsupported:
    'Este tipo de ficheiro não é suportado. Carregue um PDF, um PowerPoint (.ppt ou .pptx) ou um ficheiro áudio (MP3, WAV ou M4A).',
  file_zip_not_powerpoint: 'Este arquivo não é uma apresentação PowerPoint. Carregue um ficheiro .pptx ou .ppt.',
  file_office_not_powerpoint:
    'Este ficheiro do Office não é uma apresentação PowerPoint. Carregue um ficheiro .pptx ou .ppt.',
  pdf_scanned:
    'Este PDF não tem texto selecionável (parece digitalizado ou feito de imagens). Só são suportados PDFs com texto: carregue um PDF cujo texto consiga selecionar.',
  pdf_encrypted: 'Este PDF está protegido por palavra-passe. Remova a palavra-passe e carregue-o novamente.',
  pdf_invalid: 'Este ficheiro não é um PDF válido. Pode estar incompleto ou danificado.',
  pdf_damaged:
    'Este PDF está danificado e as suas páginas não podem ser lidas. Tente guardá-lo novamente como um novo PDF.',
  pdf_too_many_pages: 'Este PDF tem páginas a mais (no máximo {{max}}).',
  pptx_too_large_expanded:
    'Esta apresentação expande-se para muito mais dados do que uma apresentação normal (pode ser uma bomba zip). Não foi processada.',
  pptx_no_text:
    'Esta apresentação não tem texto que consigamos ler (só imagens?). Acrescente texto ou notas do orador e tente novamente.',
  ppt_needs_libreoffice:
    'Os ficheiros PowerPoint antigos (.ppt) precisam do LibreOffice no servidor, que não está instalado. Guarde a apresentação como .pptx e carregue esse ficheiro.',
  ppt_conversion_timeout:
    'A conversão deste ficheiro PowerPoint antigo demorou demasiado. Guarde-o como .pptx e carregue esse ficheiro.',
  url_invalid: 'Este não é um endereço web válido. Use uma ligação que comece por http:// ou https://.',
  url_protocol: 'Só são suportadas ligações http:// e https://.',
  url_credentials: 'Não são suportadas ligações com nome de utilizador ou palavra-passe.',
  url_blocked:
    'Este endereço não é permitido: não é possível usar ligações para endereços privados, locais ou de redes internas.',
  url_not_found: 'Não encontrámos o site neste endereço. Verifique a ligação e tente novamente.',
  web_unreachable: 'Não conseguimos aceder a esta página web. Verifique a ligação ou tente mais tarde.',
  web_http_error: 'A página web respondeu com um erro (HTTP {{status}}). Verifique a ligação e tente novamente.',
  web_timeout: 'A página web demorou demasiado a responder. Tente mais tarde.',
  web_too_large: 'Esta página web é demasiado grande para ser processada.',
  web_too_many_redirects: 'Esta ligação redireciona demasiadas vezes.',
  web_not_html: 'Esta ligação não é uma página web (é {{contentType}}). Carregue antes o próprio ficheiro.',
  web_empty: 'Não encontrámos texto legível nesta página web.',
  youtube_url_invalid:
    'Esta não é uma ligação para um vídeo do YouTube. Cole uma ligação como https://www.youtube.com/watch?v=…',
  youtube_not_found: 'Este vídeo do YouTube não existe ou foi removido.',
  youtube_private: 'Este vídeo do YouTube não é público. Só são suportados vídeos públicos.',
  youtube_no_captions:
    'Este vídeo do YouTube não tem legendas, por isso não é possível ler a sua transcrição. Experimente um vídeo com legendas.',
  youtube_unreachable: 'Não conseguimos aceder ao YouTube. Tente mais tarde.',
  youtube_rate_limited: 'O YouTube está a recusar os nossos pedidos de momento. Tente mais tarde.',
  audio_unreadable: 'Não foi possível ler este ficheiro áudio. Pode estar danificado ou num formato não suportado.',
  audio_silent: 'Esta gravação está em silêncio: não encontrámos fala.',
  audio_too_long: 'Esta gravação é demasiado longa (no máximo {{max}} minutos).',
  audio_needs_ffmpeg: 'O processamento de áudio precisa do ffmpeg no servidor, que não está instalado.',
  transcription_not_configured:
    'A transcrição de áudio não está configurada neste servidor. O operador tem de configurar um serviço de transcrição antes de se poderem usar gravações.',
  transcription_failed: 'O serviço de transcrição não conseguiu transcrever esta gravação. Tente mais tarde.',
  transcription_empty: 'Não foram reconhecidas palavras nesta gravação.',
  text_empty: 'Não há texto para processar.',
  speaker_name: 'Orador {{number}}',
  stages: {
    video_processed: 'Vídeo processado',
    webpage_processed: 'Conteúdo da página web processado',
    file_processed: 'Ficheiro processado',
    text_processed: 'Texto processado',
    audio_processed: 'Áudio processado',
    speech_processed: 'Fala processada',
    audio_compressed: 'Áudio comprimido',
    webpage_converted_to_pdf: 'Página web convertida em PDF',
    webpage_pdf_skipped: 'Página web guardada como texto (sem conversor para PDF neste servidor)',
    chunks_created: 'Conteúdo dividido em passagens',
    index_built: 'Índice de pesquisa criado',
    exercises_generated: 'Exercícios gerados',
    exercises_saved: 'Exercícios guardados',
    document_saved: 'Documento guardado',
  },
};
