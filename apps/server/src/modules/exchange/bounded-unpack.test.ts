import { describe, expect, it } from 'vitest';
import { INFLATE_CHUNK_BYTES, PackageTooLargeError, type UnpackBudget } from './bounded-unpack.ts';
import { readAnkiPackage } from './read-anki-package.ts';
import { collectionBomb, mediaBomb, zstdCollectionBomb } from './testing/zip-bombs.ts';

const MIB = 1024 * 1024;
/** the largest piece a decoder hands over: an inflater's chunk, or one zstd block */
const PIECE = Math.max(INFLATE_CHUNK_BYTES, 128 * 1024);

async function read(file: Uint8Array) {
  let budget: UnpackBudget | undefined;
  const outcome = await readAnkiPackage(file, { onBudget: (b) => (budget = b) }).then(
    (deck) => ({ deck, error: null }),
    (error: unknown) => ({ deck: null, error }),
  );
  return { ...outcome, budget: budget! };
}

describe('unpacking a package within its limits (zip bombs)', () => {
  it('refuses a 1.5 GB zero-filled collection whose directory declares 100 KiB, having inflated no more than 100 KiB', async () => {
    const bomb = collectionBomb(1500);
    expect(bomb.length).toBeLessThan(2 * MIB);
    const { error, budget } = await read(bomb);
    expect(error).toBeInstanceOf(PackageTooLargeError);
    expect(budget.produced).toBeLessThanOrEqual(100 * 1024);
    expect(budget.offered).toBeLessThanOrEqual(100 * 1024 + PIECE);
  });

  it('refuses a collection whose directory declares more than the limit without inflating a byte', async () => {
    const { error, budget } = await read(collectionBomb(1500, { honest: true }));
    expect(error).toBeInstanceOf(PackageTooLargeError);
    expect((error as PackageTooLargeError).limitBytes).toBe(256 * MIB);
    expect(budget.offered).toBe(0);
  });

  it('stops a zstd collection (anki21b) at the ratio allowance: 1 GiB from 32 KiB is refused at 16 MiB', async () => {
    const bomb = zstdCollectionBomb(1024);
    expect(bomb.length).toBeLessThan(40 * 1024);
    const { error, budget } = await read(bomb);
    expect(error).toBeInstanceOf(PackageTooLargeError);
    expect(budget.allowedBytes).toBe(16 * MIB);
    expect((error as PackageTooLargeError).limitBytes).toBe(16 * MIB);
    expect(budget.produced).toBeLessThanOrEqual(16 * MIB);
    expect(budget.offered).toBeLessThanOrEqual(16 * MIB + PIECE);
  });

  it('refuses a zstd frame that asks for a window larger than the collection may be, before decoding', async () => {
    const bomb = zstdCollectionBomb(1, { windowLog: 30 });
    const { error, budget } = await read(bomb);
    expect(error).toBeInstanceOf(PackageTooLargeError);
    // the stored member's own bytes, nothing decoded
    expect(budget.offered).toBeLessThan(bomb.length);
  });

  it('leaves out media members larger than a card file may be without inflating them (six of 500 MB)', async () => {
    const { deck, error, budget } = await read(await mediaBomb(6, 500, { honest: true }));
    expect(error).toBeNull();
    expect(deck!.cards).toHaveLength(6);
    expect(deck!.media.size).toBe(0);
    // only the collection was unpacked
    expect(budget.offered).toBeLessThan(MIB);
  });

  it('refuses media members that inflate to more than their directory declares (six of 500 MB declared as 100 KiB)', async () => {
    const { error, budget } = await read(await mediaBomb(6, 500));
    expect(error).toBeInstanceOf(PackageTooLargeError);
    expect(budget.produced).toBeLessThan(MIB);
    expect(budget.offered).toBeLessThan(MIB + PIECE);
  });

  it('refuses many media members of honest size once the whole passes the ratio allowance, never inflating past it', async () => {
    const bomb = await mediaBomb(40, 9, { honest: true });
    const { error, budget } = await read(bomb);
    expect(error).toBeInstanceOf(PackageTooLargeError);
    expect(budget.allowedBytes).toBe(Math.max(50 * bomb.length, 16 * MIB));
    expect(budget.produced).toBeLessThanOrEqual(budget.allowedBytes);
    expect(budget.offered).toBeLessThanOrEqual(budget.allowedBytes + PIECE);
  });

  it('never inflates media no note shows, however large', async () => {
    const { deck, error, budget } = await read(await mediaBomb(6, 500, { referenced: false }));
    expect(error).toBeNull();
    expect(deck!.media.size).toBe(0);
    expect(budget.offered).toBeLessThan(MIB);
  });
});
