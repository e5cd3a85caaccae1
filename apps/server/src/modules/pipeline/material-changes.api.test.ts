import type { SessionFile } from '@mnemo/contracts/library';
import type { CreateSessionResponse } from '@mnemo/contracts/pipeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { followDocument } from './testing/pipeline-test-kit.ts';

// What a session's material becomes as it changes (issue 23 items 14 and 15), through the real
// pipeline: pasted text named on arrival, the overview rebuilt when material leaves.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ pipeline: {} });
});
afterAll(async () => {
  await t?.close();
});

function postJson(payload: Record<string, unknown>, token: string) {
  return t.app.inject({ method: 'POST', url: '/api/sessions', headers: bearer(token), payload });
}

describe("a session's material as it changes", () => {
  it('rebuilds the overview from the materials left when one is removed, and empties it with the last (issue 23 item 14)', async () => {
    const { token } = await registerTestUser(t.app);
    const readFile = async (sessionId: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/directory/root/file/${sessionId}`, headers: bearer(token) })
      ).json() as SessionFile;
    const cells =
      'Mitochondria produce most of the cell energy through cellular respiration. The inner mitochondrial membrane holds the electron transport chain. ' +
      'Ribosomes translate messenger RNA into proteins in the cytoplasm of the cell. ';
    const created = await postJson(
      { name: 'Overview rebuilt', text: cells.repeat(4), questionTypes: ['open_ended'] },
      token,
    );
    expect(created.statusCode).toBe(202);
    const first = created.json() as CreateSessionResponse;
    await followDocument(t.app, token, first.document.id);
    const alone = await readFile(first.session.id);
    expect(alone.summary).toMatch(/mitochondri/i);

    const volcanoes =
      'Volcanoes erupt when magma rises through the crust of the planet. Basaltic lava flows far before it cools into igneous rock. ' +
      'Tectonic plates collide at subduction zones, where oceanic crust sinks into the mantle. ';
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${first.session.id}/documents`,
      headers: bearer(token),
      payload: { text: volcanoes.repeat(4) },
    });
    const second = (added.json() as CreateSessionResponse).document;
    await followDocument(t.app, token, second.id);
    const both = await readFile(first.session.id);
    expect(both.summary).toMatch(/volcano|magma|lava|tectonic/i);
    expect(both.keyConcepts.length).toBeGreaterThan(alone.keyConcepts.length);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${second.id}`,
      headers: bearer(token),
    });
    expect(removed.json()).toEqual({ remainingDocuments: 1 });
    const after = await readFile(first.session.id);
    expect(after.summary).toBe(alone.summary);
    expect(after.keyConcepts).toEqual(alone.keyConcepts);
    expect(after.version).toBeGreaterThan(both.version);

    expect(
      (
        await t.app.inject({ method: 'DELETE', url: `/api/documents/${first.document.id}`, headers: bearer(token) })
      ).json(),
    ).toEqual({ remainingDocuments: 0 });
    const empty = await readFile(first.session.id);
    expect(empty.summary).toBeNull();
    expect(empty.keyConcepts).toEqual([]);
  });

  it('names pasted text by its first heading or first words, for every client (issue 23 item 15)', async () => {
    const { token } = await registerTestUser(t.app);
    const res = await postJson(
      {
        name: 'Cell biology',
        text: '# A célula\n\nA célula é a unidade básica da vida. '.repeat(3),
        questionTypes: ['open_ended'],
      },
      token,
    );
    expect(res.statusCode).toBe(202);
    const created = res.json() as CreateSessionResponse;
    expect(created.document.fileName).toBe('A célula');
    await followDocument(t.app, token, created.document.id);
    const prose =
      'Enzymes are proteins that speed up chemical reactions in living cells without being used up themselves. '.repeat(
        3,
      );
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${created.session.id}/documents`,
      headers: bearer(token),
      payload: { text: prose },
    });
    expect(added.statusCode).toBe(202);
    const addedDocument = (added.json() as CreateSessionResponse).document;
    expect(addedDocument.fileName).toBe('Enzymes are proteins that speed up chemical reactions in…');
    await followDocument(t.app, token, addedDocument.id);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/directory/root/file/${created.session.id}`,
      headers: bearer(token),
    });
    expect((read.json() as SessionFile).documents.map((document) => document.fileName).sort()).toEqual(
      ['A célula', addedDocument.fileName].sort(),
    );
  });
});
