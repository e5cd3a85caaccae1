import { unzipSync } from 'fflate';
import { XMLParser } from 'fast-xml-parser';
import path from 'node:path/posix';
import { AppError, errors } from '../../../../lib/app-error.ts';
import {
  createPassage,
  detectLanguage,
  normalizeSpaces,
  type ExtractedPassage,
  type ExtractionResult,
} from './extraction.ts';

export interface PptxMeta {
  slideCount: number;
  /** slides whose notes were read */
  notesCount: number;
  /** each slide's title placeholder text, in slide order (null when it has none) */
  slideTitles: Array<string | null>;
}

export interface ExtractPptxOptions {
  /** largest expanded size of one XML part read (default 20 MiB) */
  maxEntryBytes?: number;
  /** largest expanded size of all parts read together (default 100 MiB) */
  maxTotalBytes?: number;
  /** most entries the archive may list (default 20,000) */
  maxEntries?: number;
}

interface XmlNode {
  [tag: string]: XmlNode[] | string | Record<string, string> | undefined;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
});

// Placeholders whose text is decoration, not content.
const SKIPPED_PLACEHOLDERS = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg']);
const TITLE_PLACEHOLDERS = new Set(['title', 'ctrTitle']);

/**
 * Extracts slide titles, slide text and speaker notes from a .pptx, one passage per slide in
 * slide order. Expansion is bounded (zip bombs are refused before anything is inflated).
 */
export async function extractPptx(
  bytes: Uint8Array,
  options: ExtractPptxOptions = {},
): Promise<ExtractionResult<PptxMeta>> {
  const parts = readParts(bytes, options);
  try {
    const slidePaths = listSlidePaths(parts);
    const passages: ExtractedPassage[] = [];
    let notesCount = 0;
    let firstTitle: string | undefined;
    const slideTitles: Array<string | null> = [];
    slidePaths.forEach((slidePath, index) => {
      const slide = readSlideText(parseXml(parts, slidePath));
      const notesPath = findRelated(parts, slidePath, 'notesSlide');
      const notes = notesPath === null ? [] : readSlideText(parseXml(parts, notesPath)).paragraphs;
      if (notes.length > 0) notesCount++;
      firstTitle ??= slide.title;
      slideTitles.push(slide.title ?? null);
      const lines = [...(slide.title === undefined ? [] : [slide.title]), ...slide.paragraphs];
      if (notes.length > 0) lines.push('', ...notes);
      const text = lines.join('\n').trim();
      if (text !== '') passages.push(createPassage(text, { slide: index + 1 }));
    });
    if (slidePaths.length === 0 || passages.length === 0) throw errors.unsupportedFile('pipeline:pptx_no_text');
    const title = readCoreTitle(parts) ?? firstTitle;
    const language = detectLanguage(passages.map((passage) => passage.text).join('\n'));
    return {
      passages,
      ...(title === undefined ? {} : { title }),
      ...(language === undefined ? {} : { language }),
      meta: { slideCount: slidePaths.length, notesCount, slideTitles },
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw powerpointProblem();
  }
}

function powerpointProblem(): AppError {
  return errors.documentProcessing('errors:powerpoint_problem');
}

function isWantedPart(name: string): boolean {
  return (
    name === 'ppt/presentation.xml' ||
    name === 'ppt/_rels/presentation.xml.rels' ||
    name === 'docProps/core.xml' ||
    /^ppt\/(slides|notesSlides)\/(_rels\/)?[^/]+\.xml(\.rels)?$/.test(name)
  );
}

/** Inflates only the parts we read, after checking their declared sizes against the bounds. */
function readParts(bytes: Uint8Array, options: ExtractPptxOptions): Map<string, Uint8Array> {
  const maxEntryBytes = options.maxEntryBytes ?? 20 * 1024 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 100 * 1024 * 1024;
  const maxEntries = options.maxEntries ?? 20_000;
  let entries = 0;
  let total = 0;
  let isBomb = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        entries++;
        if (isBomb || !isWantedPart(file.name)) return false;
        total += file.originalSize;
        // fflate allocates exactly the declared size, so checking it bounds memory; a part that
        // lies about its size is truncated and then fails to parse.
        if (file.originalSize > maxEntryBytes || total > maxTotalBytes || entries > maxEntries) {
          isBomb = true;
          return false;
        }
        return true;
      },
    });
  } catch {
    throw powerpointProblem();
  }
  if (isBomb || entries > maxEntries) throw errors.payloadTooLarge('pipeline:pptx_too_large_expanded');
  return new Map(Object.entries(files));
}

function parseXml(parts: Map<string, Uint8Array>, name: string): XmlNode[] {
  const bytes = parts.get(name);
  if (bytes === undefined) throw powerpointProblem();
  const xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  return parser.parse(xml) as XmlNode[];
}

function children(node: XmlNode, tag: string): XmlNode[] {
  const value = node[tag];
  return Array.isArray(value) ? value : [];
}

function attributes(node: XmlNode): Record<string, string> {
  const value = node[':@'];
  return value !== undefined && !Array.isArray(value) && typeof value === 'object' ? value : {};
}

function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

/** Finds every element with a tag, depth first, in document order. */
function findAll(nodes: XmlNode[], tag: string, found: XmlNode[] = []): XmlNode[] {
  for (const node of nodes) {
    const name = tagOf(node);
    if (name === undefined || name === '#text') continue;
    if (name === tag) found.push(node);
    else findAll(children(node, name), tag, found);
  }
  return found;
}

function readRelationships(
  parts: Map<string, Uint8Array>,
  relsPath: string,
): Map<string, { type: string; target: string }> {
  const relationships = new Map<string, { type: string; target: string }>();
  if (!parts.has(relsPath)) return relationships;
  for (const rel of findAll(parseXml(parts, relsPath), 'Relationship')) {
    const { Id, Type, Target, TargetMode } = attributes(rel);
    if (Id !== undefined && Type !== undefined && Target !== undefined && TargetMode !== 'External') {
      relationships.set(Id, { type: Type, target: Target });
    }
  }
  return relationships;
}

function relsPathOf(partPath: string): string {
  return path.join(path.dirname(partPath), '_rels', `${path.basename(partPath)}.rels`);
}

function resolveTarget(partPath: string, target: string): string {
  return target.startsWith('/') ? target.slice(1) : path.normalize(path.join(path.dirname(partPath), target));
}

/** Slide part paths in presentation order (p:sldIdLst), falling back to file-name order. */
function listSlidePaths(parts: Map<string, Uint8Array>): string[] {
  const presentation = parseXml(parts, 'ppt/presentation.xml');
  const relationships = readRelationships(parts, 'ppt/_rels/presentation.xml.rels');
  const ordered: string[] = [];
  for (const slideId of findAll(presentation, 'p:sldId')) {
    const rel = relationships.get(attributes(slideId)['r:id'] ?? '');
    if (rel === undefined) continue;
    const slidePath = resolveTarget('ppt/presentation.xml', rel.target);
    if (parts.has(slidePath)) ordered.push(slidePath);
  }
  if (ordered.length > 0) return ordered;
  const slideNumber = (name: string): number => Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);
  return [...parts.keys()]
    .filter((name) => /^ppt\/slides\/[^/]+\.xml$/.test(name))
    .sort((a, b) => slideNumber(a) - slideNumber(b));
}

function findRelated(parts: Map<string, Uint8Array>, partPath: string, typeSuffix: string): string | null {
  for (const rel of readRelationships(parts, relsPathOf(partPath)).values()) {
    if (rel.type.endsWith(`/${typeSuffix}`)) {
      const target = resolveTarget(partPath, rel.target);
      if (parts.has(target)) return target;
    }
  }
  return null;
}

/** Reads the paragraphs of a slide or notes part, shape by shape; the title placeholder apart. */
function readSlideText(document: XmlNode[]): { title?: string; paragraphs: string[] } {
  let title: string | undefined;
  const paragraphs: string[] = [];
  const visit = (nodes: XmlNode[]): void => {
    for (const node of nodes) {
      const name = tagOf(node);
      if (name === undefined || name === '#text') continue;
      if (name === 'p:sp') {
        const placeholder = findAll(children(node, name), 'p:ph')[0];
        const type = placeholder === undefined ? undefined : (attributes(placeholder).type ?? 'body');
        if (type !== undefined && SKIPPED_PLACEHOLDERS.has(type)) continue;
        const texts = findAll(children(node, name), 'a:p')
          .map(readParagraph)
          .filter((text) => text !== '');
        if (type !== undefined && TITLE_PLACEHOLDERS.has(type) && title === undefined && texts.length > 0) {
          title = texts.join(' ');
        } else {
          paragraphs.push(...texts);
        }
        continue;
      }
      if (name === 'a:p') {
        // tables and other frames outside p:sp
        const text = readParagraph(node);
        if (text !== '') paragraphs.push(text);
        continue;
      }
      visit(children(node, name));
    }
  };
  visit(document);
  return { ...(title === undefined ? {} : { title }), paragraphs };
}

function readParagraph(paragraph: XmlNode): string {
  let text = '';
  const visit = (nodes: XmlNode[]): void => {
    for (const node of nodes) {
      const name = tagOf(node);
      if (name === 'a:t')
        text += children(node, name)
          .map((child) => (typeof child['#text'] === 'string' ? child['#text'] : ''))
          .join('');
      else if (name === 'a:br') text += '\n';
      else if (name === 'a:fld' && attributes(node).type === 'slidenum') continue;
      else if (name !== undefined && name !== '#text' && name !== 'a:rPr' && name !== 'a:pPr')
        visit(children(node, name));
    }
  };
  visit(children(paragraph, 'a:p'));
  return text.split('\n').map(normalizeSpaces).filter(Boolean).join('\n');
}

function readCoreTitle(parts: Map<string, Uint8Array>): string | undefined {
  if (!parts.has('docProps/core.xml')) return undefined;
  const node = findAll(parseXml(parts, 'docProps/core.xml'), 'dc:title')[0];
  if (node === undefined) return undefined;
  const title = normalizeSpaces(
    children(node, 'dc:title')
      .map((child) => (typeof child['#text'] === 'string' ? child['#text'] : ''))
      .join(''),
  );
  return title === '' ? undefined : title;
}
