import zlib from 'node:zlib';
import { CARD_MEDIA_MAX_BYTES } from '@mnemo/contracts/exchange';
import { Decompress } from 'fzstd';

/*
 * Unpacking an uploaded Anki package without trusting it (ADR 065). A zip member is inflated as a
 * stream, a zstd frame decoded block by block, and every byte produced is counted against three
 * limits: one per member, one on the whole package, and a compression ratio (bytes unpacked per
 * byte uploaded). The unpacking stops at the first piece that would pass one (a piece: at most
 * 64 KiB from the inflater, one zstd block of at most 128 KiB), so the bytes held never pass the
 * limit and the bytes produced pass it by less than one piece; the sizes a zip's directory or a zstd header declare are checked first and
 * refused (or, for media, skipped) before anything is inflated.
 */

/** The limits of one package's unpacking. */
export interface UnpackLimits {
  /** the collection (the SQLite file, after zstd for `collection.anki21b`) */
  collectionBytes: number;
  /** one media file: a larger one is left out, uninflated when its declared size says so */
  mediaBytes: number;
  /** the media map (`media` member) */
  mediaMapBytes: number;
  /** everything unpacked from the package */
  totalBytes: number;
  /** bytes unpacked per byte of the package… */
  ratio: number;
  /** …checked once this much is unpacked (small packages may be very compressible) */
  ratioFloorBytes: number;
}

const MIB = 1024 * 1024;

export const DEFAULT_UNPACK_LIMITS: UnpackLimits = {
  collectionBytes: 256 * MIB,
  mediaBytes: CARD_MEDIA_MAX_BYTES,
  mediaMapBytes: 8 * MIB,
  totalBytes: 512 * MIB,
  ratio: 50,
  ratioFloorBytes: 16 * MIB,
};

/** The size of the pieces the inflater writes: the most it can produce past what it was allowed. */
export const INFLATE_CHUNK_BYTES = 64 * 1024;

/** The package unpacks to more than a limit allows; `limitBytes` is the limit it passed. */
export class PackageTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`unpacks to more than ${limitBytes} bytes`);
    this.name = 'PackageTooLargeError';
  }
}

/** One member unpacks to more than its own limit (a media file: left out, not a refusal). */
export class MemberTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`member larger than ${limitBytes} bytes`);
    this.name = 'MemberTooLargeError';
  }
}

/** The file is not a zip this reader understands. */
export class NotAZipError extends Error {}

/** What one package's unpacking has taken so far (`produced`), against its limits. */
export class UnpackBudget {
  produced = 0;
  /** every byte handed over by an inflater or decoder, the refused piece included */
  offered = 0;
  readonly limits: UnpackLimits;
  readonly packageBytes: number;

  constructor(packageBytes: number, limits: Partial<UnpackLimits> = {}) {
    this.limits = { ...DEFAULT_UNPACK_LIMITS, ...limits };
    this.packageBytes = packageBytes;
  }

  /** The most the whole package may unpack to: the total limit, or the ratio's allowance when smaller. */
  get allowedBytes(): number {
    const byRatio = Math.max(this.limits.ratio * this.packageBytes, this.limits.ratioFloorBytes);
    return Math.min(this.limits.totalBytes, byRatio);
  }

  /** Counts bytes about to be taken; throws before taking any that would pass the package's allowance. */
  take(bytes: number): void {
    const allowed = this.allowedBytes;
    if (this.produced + bytes > allowed) throw new PackageTooLargeError(allowed);
    this.produced += bytes;
  }
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  compressedSize: number;
  /** the size the directory declares (checked against limits before inflating, never trusted after) */
  declaredSize: number;
  localHeaderOffset: number;
}

const u16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u32 = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
const u64 = (b: Uint8Array, i: number) => u32(b, i) + u32(b, i + 4) * 2 ** 32;

/** The members of a zip, read from its central directory (nothing is inflated). */
export function listZip(file: Uint8Array): Map<string, ZipEntry> {
  // the end-of-central-directory record: within the last 64 KiB + 22 bytes
  let end = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 65_557); i--) {
    if (u32(file, i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new NotAZipError('no end of central directory');
  let count = u16(file, end + 10);
  let offset = u32(file, end + 16);
  // zip64: the locator just before points at the zip64 end record
  if ((count === 0xffff || offset === 0xffffffff) && end >= 20 && u32(file, end - 20) === 0x07064b50) {
    const record = Number(u64(file, end - 12));
    if (record + 56 > file.length || u32(file, record) !== 0x06064b50) throw new NotAZipError('bad zip64 record');
    count = Number(u64(file, record + 32));
    offset = Number(u64(file, record + 48));
  }
  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder();
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > file.length || u32(file, at) !== 0x02014b50) throw new NotAZipError('bad central directory');
    const nameLength = u16(file, at + 28);
    const extraLength = u16(file, at + 30);
    const commentLength = u16(file, at + 32);
    let compressedSize = u32(file, at + 20);
    let declaredSize = u32(file, at + 24);
    let localHeaderOffset = u32(file, at + 42);
    const name = decoder.decode(file.subarray(at + 46, at + 46 + nameLength));
    // zip64 extra field: the 64-bit values, in this order, of the fields that read 0xffffffff
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = u16(file, extra);
      const size = u16(file, extra + 2);
      if (id === 0x0001) {
        let p = extra + 4;
        if (declaredSize === 0xffffffff) {
          declaredSize = u64(file, p);
          p += 8;
        }
        if (compressedSize === 0xffffffff) {
          compressedSize = u64(file, p);
          p += 8;
        }
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = u64(file, p);
      }
      extra += 4 + size;
    }
    if (!entries.has(name))
      entries.set(name, { name, method: u16(file, at + 10), compressedSize, declaredSize, localHeaderOffset });
    at = extraEnd + commentLength;
  }
  return entries;
}

/** A member's compressed bytes, found through its local header. */
function memberData(file: Uint8Array, entry: ZipEntry): Uint8Array {
  const at = entry.localHeaderOffset;
  if (at + 30 > file.length || u32(file, at) !== 0x04034b50) throw new NotAZipError('bad local header');
  const start = at + 30 + u16(file, at + 26) + u16(file, at + 28);
  if (start + entry.compressedSize > file.length) throw new NotAZipError('member past the end of the file');
  return file.subarray(start, start + entry.compressedSize);
}

/** Collects pieces and counts them against a member's limit and the package's budget. */
class Sink {
  readonly pieces: Uint8Array[] = [];
  length = 0;
  constructor(
    private readonly limit: number,
    private readonly budget: UnpackBudget,
    private readonly tooLarge: (limit: number) => Error,
    /** the size the zip's directory declared: a member that unpacks to more lies, and is refused */
    private readonly declared = Number.POSITIVE_INFINITY,
  ) {}

  add(piece: Uint8Array): void {
    this.budget.offered += piece.length;
    if (this.length + piece.length > this.declared) throw new PackageTooLargeError(this.budget.allowedBytes);
    if (this.length + piece.length > this.limit) throw this.tooLarge(this.limit);
    this.budget.take(piece.length);
    this.pieces.push(piece);
    this.length += piece.length;
  }

  bytes(): Uint8Array {
    if (this.pieces.length === 1) return this.pieces[0]!;
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const piece of this.pieces) {
      out.set(piece, at);
      at += piece.length;
    }
    this.pieces.length = 0;
    return out;
  }
}

export interface ReadMemberOptions {
  /** the member's own limit */
  limit: number;
  budget: UnpackBudget;
  /** what passing the member's own limit throws (the whole package refused, or the member left out) */
  tooLarge: (limit: number) => Error;
}

/** Inflates raw deflate data as a stream, stopping at the first piece that would pass a limit. */
function inflateBounded(data: Uint8Array, sink: Sink): Promise<void> {
  return new Promise((resolve, reject) => {
    const inflater = zlib.createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      inflater.destroy();
      reject(error instanceof Error ? error : new NotAZipError('bad deflate data'));
    };
    inflater.on('data', (piece: Buffer) => {
      try {
        sink.add(new Uint8Array(piece.buffer, piece.byteOffset, piece.byteLength));
      } catch (error) {
        fail(error);
      }
    });
    inflater.on('error', () => fail(new NotAZipError('bad deflate data')));
    inflater.on('end', () => {
      if (!failed) resolve();
    });
    // written in slices, each once the previous one is taken in: a stop happens within one slice
    let at = 0;
    const writeNext = (): void => {
      if (failed) return;
      if (at >= data.length) {
        inflater.end();
        return;
      }
      const slice = data.subarray(at, at + INFLATE_CHUNK_BYTES);
      at += slice.length;
      if (inflater.write(slice)) setImmediate(writeNext);
      else inflater.once('drain', writeNext);
    };
    writeNext();
  });
}

/**
 * A member unpacked: checked by its declared size first (over its own limit: `tooLarge`; over what
 * the package may still unpack: refused), then counted as it inflates. A member that unpacks to
 * more than its directory entry declares is a forged package (a zip bomb's trick), refused.
 */
export async function readMember(file: Uint8Array, entry: ZipEntry, options: ReadMemberOptions): Promise<Uint8Array> {
  if (entry.declaredSize > options.limit) throw options.tooLarge(options.limit);
  if (entry.declaredSize > options.budget.allowedBytes - options.budget.produced)
    throw new PackageTooLargeError(options.budget.allowedBytes);
  const data = memberData(file, entry);
  const sink = new Sink(options.limit, options.budget, options.tooLarge, entry.declaredSize);
  if (entry.method === 0) {
    sink.add(data);
    return sink.bytes();
  }
  if (entry.method !== 8) throw new NotAZipError(`compression method ${entry.method}`);
  await inflateBounded(data, sink);
  return sink.bytes();
}

export const isZstd = (bytes: Uint8Array) =>
  bytes[0] === 0x28 && bytes[1] === 0xb5 && bytes[2] === 0x2f && bytes[3] === 0xfd;

/**
 * Walks the zstd frames' headers and block headers (no decoding) and answers the largest window
 * and declared content a frame asks for: the decoder allocates them up front, so they are checked
 * against the limit before it runs.
 */
function scanZstdFrames(data: Uint8Array): { window: number; declared: number } {
  let window = 0;
  let declared = 0;
  let at = 0;
  while (at < data.length) {
    if (at + 4 > data.length) throw new NotAZipError('truncated zstd');
    const magic = u32(data, at);
    if ((magic & 0xfffffff0) === 0x184d2a50) {
      at += 8 + u32(data, at + 4); // a skippable frame
      continue;
    }
    if (magic !== 0xfd2fb528) throw new NotAZipError('not zstd');
    const flags = data[at + 4]!;
    const singleSegment = (flags >> 5) & 1;
    const hasChecksum = (flags >> 2) & 1;
    const dictBytes = [0, 1, 2, 4][flags & 3]!;
    const sizeFlag = flags >> 6;
    const sizeBytes = sizeFlag ? 1 << sizeFlag : singleSegment;
    let p = at + 5;
    let frameWindow = 0;
    if (!singleSegment) {
      const descriptor = data[p++]!;
      const base = 2 ** (10 + (descriptor >> 3));
      frameWindow = base + (base / 8) * (descriptor & 7);
    }
    p += dictBytes;
    let size = 0;
    for (let i = 0; i < sizeBytes; i++) size += data[p + i]! * 2 ** (8 * i);
    if (sizeBytes === 2) size += 256;
    p += sizeBytes;
    if (singleSegment) frameWindow = size;
    window = Math.max(window, frameWindow);
    declared += size;
    // blocks: 3-byte header (last, type, size); RLE blocks hold one byte
    for (;;) {
      if (p + 3 > data.length) throw new NotAZipError('truncated zstd');
      const header = data[p]! | (data[p + 1]! << 8) | (data[p + 2]! << 16);
      const last = header & 1;
      const type = (header >> 1) & 3;
      const blockSize = header >>> 3;
      p += 3 + (type === 1 ? 1 : blockSize);
      if (last) break;
    }
    at = p + (hasChecksum ? 4 : 0);
  }
  return { window, declared };
}

/** Decodes zstd data block by block, stopping at the first block that would pass a limit. */
export function unzstdBounded(data: Uint8Array, options: ReadMemberOptions): Uint8Array {
  const { window, declared } = scanZstdFrames(data);
  if (window > options.limit || declared > options.limit) throw options.tooLarge(options.limit);
  const sink = new Sink(options.limit, options.budget, options.tooLarge);
  const decoder = new Decompress((piece) => sink.add(piece));
  try {
    for (let at = 0; at < data.length; at += INFLATE_CHUNK_BYTES) {
      decoder.push(data.subarray(at, at + INFLATE_CHUNK_BYTES), at + INFLATE_CHUNK_BYTES >= data.length);
    }
  } catch (error) {
    if (error instanceof PackageTooLargeError || error instanceof MemberTooLargeError) throw error;
    throw new NotAZipError('bad zstd data');
  }
  return sink.bytes();
}
