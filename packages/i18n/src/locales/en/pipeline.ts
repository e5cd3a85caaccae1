/** Messages and stage labels of the processing pipeline (spec §4, §5, §8; ARCHITECTURE.md §5). */
export const pipeline = {
  // files
  file_empty: 'This file is empty. Please upload a file with content.',
  file_type_unsupported:
    'This type of file is not supported. Upload a PDF, a PowerPoint (.ppt or .pptx) or an audio file (MP3, WAV or M4A).',
  file_zip_not_powerpoint: 'This archive is not a PowerPoint presentation. Upload a .pptx or .ppt file.',
  file_office_not_powerpoint: 'This Office file is not a PowerPoint presentation. Upload a .pptx or .ppt file.',
  // PDF
  pdf_scanned:
    'This PDF has no selectable text (it looks scanned or made of images). Only text-based PDFs are supported: upload a PDF whose text you can select.',
  pdf_encrypted: 'This PDF is protected by a password. Remove the password and upload it again.',
  pdf_invalid: 'This file is not a valid PDF. It may be incomplete or damaged.',
  pdf_damaged: 'This PDF is damaged and its pages cannot be read. Try saving it again as a new PDF.',
  pdf_too_many_pages: 'This PDF has too many pages ({{max}} at most).',
  // PowerPoint
  pptx_too_large_expanded:
    'This presentation expands to far more data than a normal deck (it may be a zip bomb). It was not processed.',
  pptx_no_text: 'This presentation has no text we can read (only images?). Add text or speaker notes and try again.',
  ppt_needs_libreoffice:
    'Legacy PowerPoint (.ppt) files need LibreOffice on the server, which is not installed. Save the deck as .pptx and upload that instead.',
  ppt_conversion_timeout:
    'Converting this legacy PowerPoint file took too long. Save it as .pptx and upload that instead.',
  // web pages
  url_invalid: 'This is not a valid web address. Use a link starting with http:// or https://.',
  url_protocol: 'Only http:// and https:// links are supported.',
  url_credentials: 'Links with a user name or password in them are not supported.',
  url_blocked: 'This address is not allowed: links to private, local or internal network addresses cannot be used.',
  url_not_found: 'We could not find the website at this address. Check the link and try again.',
  web_unreachable: 'We could not reach this web page. Check the link or try again later.',
  web_http_error: 'The web page answered with an error (HTTP {{status}}). Check the link and try again.',
  web_timeout: 'The web page took too long to answer. Try again later.',
  web_too_large: 'This web page is too large to process.',
  web_too_many_redirects: 'This link redirects too many times.',
  web_not_html: 'This link is not a web page (it is {{contentType}}). Upload the file itself instead.',
  web_empty: 'We found no readable text on this web page.',
  // YouTube
  youtube_url_invalid: 'This is not a YouTube video link. Paste a link such as https://www.youtube.com/watch?v=…',
  youtube_not_found: 'This YouTube video does not exist or was removed.',
  youtube_private: 'This YouTube video is not public. Only public videos are supported.',
  youtube_no_captions:
    'This YouTube video has no captions, so its transcript cannot be read. Try a video with captions.',
  youtube_unreachable: 'We could not reach YouTube. Try again later.',
  youtube_rate_limited: 'YouTube is refusing our requests for now. Try again later.',
  // audio
  audio_unreadable: 'This audio file could not be read. It may be damaged or in an unsupported format.',
  audio_silent: 'This recording is silent: we found no speech in it.',
  audio_too_long: 'This recording is too long ({{max}} minutes at most).',
  audio_needs_ffmpeg: 'Audio processing needs ffmpeg on the server, which is not installed.',
  transcription_not_configured:
    'Audio transcription is not set up on this server. The operator must configure a transcription service before recordings can be used.',
  transcription_failed: 'The transcription service could not transcribe this recording. Try again later.',
  transcription_empty: 'No words were recognised in this recording.',
  // other
  text_empty: 'There is no text to process.',
  speaker_name: 'Speaker {{number}}',
  stages: {
    video_processed: 'Video processed',
    webpage_processed: 'Webpage content processed',
    file_processed: 'File processed',
    text_processed: 'Text processed',
    audio_processed: 'Audio processed',
    speech_processed: 'Speech processed',
    audio_compressed: 'Audio compressed',
    webpage_converted_to_pdf: 'Webpage converted to PDF',
    webpage_pdf_skipped: 'Webpage kept as text (no PDF renderer on this server)',
    chunks_created: 'Content split into passages',
    index_built: 'Search index built',
    exercises_generated: 'Exercises generated',
    exercises_saved: 'Exercises saved',
    document_saved: 'Document saved',
  },
} as const;
