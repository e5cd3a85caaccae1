import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../lib/app-error.ts';
import { extractPptx } from './extract-pptx.ts';
import { readFixture } from './testing/fixtures.ts';

const PRESENTATION = `<?xml version="1.0"?><p:presentation xmlns:p="p" xmlns:r="r"><p:sldIdLst><p:sldId id="256" r:id="rId2"/><p:sldId id="257" r:id="rId1"/></p:sldIdLst></p:presentation>`;
const PRESENTATION_RELS = `<?xml version="1.0"?><Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide2.xml"/></Relationships>`;
const slideXml = (title: string, body: string) =>
  `<p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree><p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>${title}</a:t></a:r></a:p></p:txBody></p:sp><p:sp><p:txBody><a:p><a:r><a:t>${body}</a:t></a:r></a:p></p:txBody></p:sp><p:sp><p:nvSpPr><p:nvPr><p:ph type="sldNum"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>99</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;

function buildDeck(extra: Zippable = {}): Uint8Array {
  return zipSync({
    'ppt/presentation.xml': strToU8(PRESENTATION),
    'ppt/_rels/presentation.xml.rels': strToU8(PRESENTATION_RELS),
    'ppt/slides/slide1.xml': strToU8(slideXml('Second in order', 'Body &amp; more of slide1.xml')),
    'ppt/slides/slide2.xml': strToU8(slideXml('First in order', 'Body of slide2.xml')),
    ...extra,
  });
}

async function extractError(bytes: Uint8Array, options = {}): Promise<AppError> {
  const error = await extractPptx(bytes, options).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('extractPptx', () => {
  it('reads titles, slide text and speaker notes in slide order', async () => {
    const result = await extractPptx(readFixture('documents/sample-show.pptx'));
    expect(result.title).toBe('SlideShow Sample');
    expect(result.meta).toMatchObject({ slideCount: 2, notesCount: 2 });
    expect(result.meta.slideTitles[0]).toBe('Title of the first slide');
    expect(result.passages.map((passage) => passage.slide)).toEqual([1, 2]);
    expect(result.passages[0]!.text).toContain('Title of the first slide');
    expect(result.passages[0]!.text).toContain('This bit is in italic green');
    expect(result.passages[0]!.text).toContain('I am the notes of the first slide');
    expect(result.passages[1]!.text).toContain('They’re fun, aren’t they?');
    expect(result.passages[1]!.text).toContain('These are the notes of the 2nd slide');
    // the slide-number placeholder of the notes page is decoration, not content
    expect(result.passages[1]!.text).not.toMatch(/\n2$/);
  });

  it('orders slides by the presentation list, not by file name, and skips slide numbers', async () => {
    const result = await extractPptx(buildDeck());
    expect(result.passages.map((passage) => passage.text)).toEqual([
      'First in order\nBody of slide2.xml',
      'Second in order\nBody & more of slide1.xml',
    ]);
    expect(result.passages.map((passage) => passage.slide)).toEqual([1, 2]);
  });

  it('refuses a zip bomb: one part expanding past the per-entry bound', async () => {
    const bomb = buildDeck({ 'ppt/slides/slide3.xml': [new Uint8Array(21 * 1024 * 1024).fill(32), { level: 1 }] });
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    const error = await extractError(bomb);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.messageKey).toBe('pipeline:pptx_too_large_expanded');
  });

  it('refuses a deck whose parts together expand past the total bound', async () => {
    const parts: Zippable = {};
    for (let i = 3; i < 10; i++) parts[`ppt/slides/slide${i}.xml`] = new Uint8Array(300 * 1024).fill(32);
    const error = await extractError(buildDeck(parts), { maxTotalBytes: 1024 * 1024 });
    expect(error.messageKey).toBe('pipeline:pptx_too_large_expanded');
  });

  it('is not fooled by a part that lies about its expanded size', async () => {
    const deck = buildDeck({ 'ppt/slides/slide3.xml': new Uint8Array(8 * 1024 * 1024).fill(32) });
    // shrink the declared size of every entry in the central directory to 10 bytes
    const view = new DataView(deck.buffer);
    for (let at = 0; at < deck.byteLength - 4; at++) {
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 10, true);
    }
    const error = await extractError(deck);
    expect(error.messageKey).toBe('errors:powerpoint_problem');
  });

  it('refuses a deck without any text', async () => {
    const empty = buildDeck({
      'ppt/slides/slide1.xml': strToU8('<p:sld xmlns:p="p"><p:cSld><p:spTree/></p:cSld></p:sld>'),
      'ppt/slides/slide2.xml': strToU8('<p:sld xmlns:p="p"><p:cSld><p:spTree/></p:cSld></p:sld>'),
    });
    expect((await extractError(empty)).messageKey).toBe('pipeline:pptx_no_text');
  });

  it('gives the spec PowerPoint message for a broken archive or broken XML', async () => {
    const truncated = readFixture('documents/sample-show.pptx').slice(0, 4000);
    expect((await extractError(truncated)).messageKey).toBe('errors:powerpoint_problem');
    const badXml = buildDeck({ 'ppt/presentation.xml': new Uint8Array([0xff, 0xfe, 0x00, 0x3c]) });
    expect((await extractError(badXml)).messageKey).toBe('errors:powerpoint_problem');
  });
});
