import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitUntilBlocked } from './support/service-process.ts';

/**
 * What a start removes: repositories whose owner's row a crash never committed (or deleted without
 * removing them); never one whose creation is still under way, here or on another instance.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

describe('repositories left without their owner', () => {
  it('are removed, projects and snippets alike, while one whose project is being created stays', async () => {
    const { storages, repositories, snippets } = t.running.services;
    // A creation caught half-way: its repository is on disk, its transaction waits for the outbox.
    const db = new pg.Client({ connectionString: t.running.services.config.DATABASE_URL });
    await db.connect();
    await db.query('begin');
    await db.query('lock table domain_events in share mode');
    const creating = t.post('/projects', { body: { name: 'being-created' } });
    await waitUntilBlocked(db, 'the project creation');
    const abandonedProject = storages.repository('default', { kind: 'project', id: 987_654 });
    const abandonedSnippet = storages.repository('default', { kind: 'snippet', id: 987_654 });
    await abandonedProject.init();
    await abandonedSnippet.init();

    expect(await repositories.removeOrphans()).toEqual([abandonedProject.path]);
    expect(await snippets.removeOrphans()).toEqual([abandonedSnippet.path]);
    await db.query('rollback');
    await db.end();

    const created = await creating;
    expect(created.status, created.text).toBe(201);
    const repo = storages.repository('default', { kind: 'project', id: created.body.id as number });
    expect(await exists(path.join(repo.path, 'HEAD'))).toBe(true);
    expect(await exists(abandonedProject.path)).toBe(false);
    expect(await exists(abandonedSnippet.path)).toBe(false);
    expect(await repositories.removeOrphans()).toEqual([]);
  });
});
