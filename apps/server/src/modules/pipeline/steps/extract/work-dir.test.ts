import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeWorkDir, removeStaleWorkDirs } from './work-dir.ts';

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('converter work folders', () => {
  it('removes at start what dead processes left, keeps what running ones are using', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'mnemo-work-test-'));
    roots.push(root);
    const mine = await makeWorkDir('audio', root);
    await writeFile(path.join(mine, 'input'), 'in use');
    const dead = await deadPid();
    // a crash left a conversion half done
    await mkdir(path.join(root, `${dead}-abcdef12`, 'audio-x1'), { recursive: true });
    await writeFile(path.join(root, `${dead}-abcdef12`, 'audio-x1', 'input'), 'left behind');
    // an earlier life of this container whose process had this pid
    await mkdir(path.join(root, `${process.pid}-00000000`, 'ppt-y2'), { recursive: true });
    // another process that is running (the one that started this test)
    await mkdir(path.join(root, `${process.ppid}-12345678`, 'slides-z3'), { recursive: true });

    const removed = await removeStaleWorkDirs(root);
    expect(removed.sort()).toEqual([`${dead}-abcdef12`, `${process.pid}-00000000`].sort());
    expect(existsSync(path.join(mine, 'input'))).toBe(true);
    expect((await readdir(root)).sort()).toEqual(
      [path.basename(path.dirname(mine)), `${process.ppid}-12345678`].sort(),
    );
  });

  it('finds nothing to do when no conversion ever ran', async () => {
    expect(await removeStaleWorkDirs(path.join(tmpdir(), 'mnemo-work-never-created'))).toEqual([]);
  });
});
