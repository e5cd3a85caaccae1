import zlib from 'node:zlib';
import { unzipSync } from 'fflate';
import { writeAnkiPackage } from '../write-anki-package.ts';

/*
 * Zip bombs for the import's tests and benchmark (issue 21 item 1), made in memory in a few
 * milliseconds: a deflate stream of N MiB of zeros is one ~1 KiB block of a MiB of zeros
 * (sync-flushed, so it ends on a byte boundary and its back-references stay inside zeros)
 * repeated N times, then an empty final block.
 */

const MIB = 1024 * 1024;

/** Raw deflate data that inflates to `mib` MiB of zeros. */
export function deflatedZeros(mib: number): Uint8Array {
  const block = zlib.deflateRawSync(Buffer.alloc(MIB), { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const out = new Uint8Array(block.length * mib + 2);
  for (let i = 0; i < mib; i++) out.set(block, i * block.length);
  out.set([0x03, 0x00], block.length * mib); // final fixed-Huffman block with nothing in it
  return out;
}

export interface BombMember {
  name: string;
  /** the member's bytes as stored in the zip */
  data: Uint8Array;
  /** 0 stored, 8 deflated */
  method: 0 | 8;
  /** the uncompressed size the directory declares (a bomb may lie) */
  declaredSize: number;
}

/** A zip of the given members (CRCs left at 0: the importer does not rely on them). */
export function buildZip(members: BombMember[]): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const member of members) {
    const name = encoder.encode(member.name);
    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(member.method, 8);
    local.writeUInt32LE(member.data.length, 18);
    local.writeUInt32LE(member.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    local.set(name, 30);
    const central = Buffer.alloc(46 + name.length);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(member.method, 10);
    central.writeUInt32LE(member.data.length, 20);
    central.writeUInt32LE(member.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    central.set(name, 46);
    locals.push(local, member.data);
    centrals.push(central);
    offset += local.length + member.data.length;
  }
  const centralSize = centrals.reduce((sum, c) => sum + c.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

/** A legacy collection (schema 11) of `count` cards whose fronts show `<img src="name">` for each name given. */
export async function collectionShowing(names: string[]): Promise<Uint8Array> {
  const cards = names.map((name, i) => ({
    front: `Picture ${i + 1} ![${name}](${name})`,
    back: `Answer ${i + 1}`,
    tags: [],
    schedule: null,
    suspended: false,
    reviews: [],
  }));
  const apkg = unzipSync(
    await writeAnkiPackage([
      {
        name: 'Bombs',
        cards: cards.length
          ? cards
          : [{ front: 'Q', back: 'A', tags: [], schedule: null, suspended: false, reviews: [] }],
      },
    ]),
  );
  return apkg['collection.anki2']!;
}

/**
 * The collection bomb: a package whose `collection.anki2` inflates to `mib` MiB of zeros. With
 * `honest`, the directory declares the real size; otherwise it declares 100 KiB.
 */
export function collectionBomb(mib: number, { honest = false } = {}): Uint8Array {
  return buildZip([
    { name: 'collection.anki2', data: deflatedZeros(mib), method: 8, declaredSize: honest ? mib * MIB : 100 * 1024 },
    { name: 'media', data: new TextEncoder().encode('{}'), method: 0, declaredSize: 2 },
  ]);
}

/**
 * The media bomb: a real small collection whose cards show `count` images (when `referenced`),
 * each a member inflating to `mib` MiB of zeros. With `honest`, the directory declares the real
 * sizes; otherwise each declares 100 KiB.
 */
export async function mediaBomb(
  count: number,
  mib: number,
  { honest = false, referenced = true } = {},
): Promise<Uint8Array> {
  const names = Array.from({ length: count }, (_v, i) => `picture-${i + 1}.png`);
  const collection = await collectionShowing(referenced ? names : []);
  const zeros = deflatedZeros(mib);
  const map = Object.fromEntries(names.map((name, i) => [String(i), name]));
  return buildZip([
    { name: 'collection.anki2', data: collection, method: 0, declaredSize: collection.length },
    {
      name: 'media',
      data: new TextEncoder().encode(JSON.stringify(map)),
      method: 0,
      declaredSize: JSON.stringify(map).length,
    },
    ...names.map((_name, i) => ({
      name: String(i),
      data: zeros,
      method: 8 as const,
      declaredSize: honest ? mib * MIB : 100 * 1024,
    })),
  ]);
}

/**
 * A zstd frame of `mib` MiB of zeros in 128 KiB RLE blocks (4 bytes each: 32,768 to one), no
 * content size declared and a 128 KiB window — or, with `windowLog`, a window that large declared.
 */
export function zstdZeros(mib: number, { windowLog = 17 } = {}): Uint8Array {
  const blocks = mib * 8;
  const out = new Uint8Array(6 + blocks * 4);
  out.set([0x28, 0xb5, 0x2f, 0xfd, 0x00, (windowLog - 10) << 3]);
  for (let i = 0; i < blocks; i++) {
    const header = ((128 * 1024) << 3) | (1 << 1) | (i === blocks - 1 ? 1 : 0);
    out.set([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff, 0x00], 6 + i * 4);
  }
  return out;
}

/** The newer packages' bomb: a stored `collection.anki21b` whose zstd unpacks to `mib` MiB of zeros. */
export function zstdCollectionBomb(mib: number, options: { windowLog?: number } = {}): Uint8Array {
  const data = zstdZeros(mib, options);
  return buildZip([
    { name: 'collection.anki21b', data, method: 0, declaredSize: data.length },
    { name: 'media', data: new Uint8Array(), method: 0, declaredSize: 0 },
  ]);
}
