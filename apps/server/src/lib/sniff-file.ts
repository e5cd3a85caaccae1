import { fileTypeFromBuffer } from 'file-type';
import { unzipSync } from 'fflate';
import { type AppError, errors } from './app-error.ts';

export type SniffedKind = 'pdf' | 'pptx' | 'ppt' | 'audio';
export type AudioFormat = 'mp3' | 'wav' | 'm4a';

export interface SniffedFile {
  kind: SniffedKind;
  /** the canonical extension of what the bytes are */
  ext: 'pdf' | 'pptx' | 'ppt' | AudioFormat;
  mime: string;
  /** set for audio */
  audioFormat?: AudioFormat;
}

const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const PPT_MIME = 'application/vnd.ms-powerpoint';
const utf16 = (text: string): Buffer => Buffer.from(text, 'utf16le');
// Stream names in a Compound File Binary directory are UTF-16LE.
const CFB_POWERPOINT_STREAM = utf16('PowerPoint Document');
// An encrypted OOXML file (.pptx with a password) is a CFB holding these streams.
const CFB_ENCRYPTED_PACKAGE = utf16('EncryptedPackage');

/**
 * Decides what an uploaded file is from its bytes (magic numbers and container contents), never
 * from its name: a PDF, a PowerPoint (.pptx zip or legacy .ppt) or MP3/WAV/M4A audio.
 * Throws AppError UNSUPPORTED_FILE for anything else and VALIDATION for an empty file.
 */
export async function sniffFile(bytes: Uint8Array): Promise<SniffedFile> {
  if (bytes.byteLength === 0) throw errors.validation('file', 'pipeline:file_empty');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected === undefined) throw unsupported();
  switch (detected.ext) {
    case 'pdf':
      return { kind: 'pdf', ext: 'pdf', mime: 'application/pdf' };
    case 'zip':
    case 'pptx':
    case 'docx':
    case 'xlsx':
      if (hasZipEntry(bytes, 'ppt/presentation.xml')) return { kind: 'pptx', ext: 'pptx', mime: PPTX_MIME };
      throw errors.unsupportedFile('pipeline:file_zip_not_powerpoint');
    case 'cfb':
      if (indexOfBytes(bytes, CFB_POWERPOINT_STREAM) >= 0 || indexOfBytes(bytes, CFB_ENCRYPTED_PACKAGE) >= 0) {
        return { kind: 'ppt', ext: 'ppt', mime: PPT_MIME };
      }
      throw errors.unsupportedFile('pipeline:file_office_not_powerpoint');
    case 'mp3':
      return audio('mp3', 'audio/mpeg');
    case 'wav':
      return audio('wav', 'audio/wav');
    case 'm4a':
      return audio('m4a', 'audio/mp4');
    case 'mp4':
      // Some encoders label audio-only MP4 with a video brand: accept it when no track is video.
      if (isAudioOnlyMp4(bytes)) return audio('m4a', 'audio/mp4');
      throw unsupported();
    default:
      throw unsupported();
  }
}

function audio(format: AudioFormat, mime: string): SniffedFile {
  return { kind: 'audio', ext: format, mime, audioFormat: format };
}

function unsupported(): AppError {
  return errors.unsupportedFile('pipeline:file_type_unsupported');
}

/** Reads only the zip's central directory (nothing is inflated). */
function hasZipEntry(bytes: Uint8Array, name: string): boolean {
  let found = false;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (file.name === name) found = true;
        return false;
      },
    });
  } catch {
    return false;
  }
  return found;
}

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(needle);
}

function isAudioOnlyMp4(bytes: Uint8Array): boolean {
  // 'hdlr' box: size, 'hdlr', version+flags (4), pre_defined (4), handler type (4)
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let hasSound = false;
  for (let at = buffer.indexOf('hdlr'); at >= 0; at = buffer.indexOf('hdlr', at + 4)) {
    const handler = buffer.toString('latin1', at + 12, at + 16);
    if (handler === 'vide') return false;
    if (handler === 'soun') hasSound = true;
  }
  return hasSound;
}
