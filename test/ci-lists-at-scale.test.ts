import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestPipeline } from './support/ci.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { projectWithFiles } from './support/git.ts';

/** A pipeline of `count` jobs on every push and API call. */
function ciConfig(count: number): string {
  return Array.from({ length: count }, (_, i) => `job${i}:\n  script: echo ${i}\n`).join('');
}

/** The rel="..." names of a Link header. */
function rels(link: string | string[] | number | undefined): string[] {
  return [...String(link ?? '').matchAll(/rel="([a-z]+)"/g)].map((m) => m[1]!);
}

// GitLab's behaviour at scale, with the thresholds made small: lists count no further than
// PAGINATION_COUNT_LIMIT rows, and lists that offer keyset pagination refuse offsets past
// OFFSET_PAGINATION_LIMIT rows.
describe('CI lists at scale', () => {
  let t: TestApp;
  let big: number;
  let small: number;

  beforeAll(async () => {
    t = await startTestApp({ env: { PAGINATION_COUNT_LIMIT: '4', OFFSET_PAGINATION_LIMIT: '6' } });
    big = (await projectWithFiles(t, { '.gitlab-ci.yml': ciConfig(5) })).id;
    small = (await projectWithFiles(t, { '.gitlab-ci.yml': ciConfig(3) })).id;
    await latestPipeline(t, big);
    await latestPipeline(t, small);
    for (let i = 0; i < 4; i++) {
      expect((await t.post(`/projects/${big}/pipeline`, { body: { ref: 'main' } })).status).toBe(201);
    }
    const pipelines = await t.get(`/projects/${big}/pipelines?per_page=100`);
    expect(pipelines.body).toHaveLength(5);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('leaves the totals and the last page out of a jobs list longer than the count limit', async () => {
    const long = await t.get(`/projects/${big}/jobs?per_page=2`);
    expect(long.status).toBe(200);
    expect(long.body).toHaveLength(2);
    expect(long.headers).not.toHaveProperty('x-total');
    expect(long.headers).not.toHaveProperty('x-total-pages');
    expect(long.headers['x-next-page']).toBe('2');
    expect(rels(long.headers['link'])).toEqual(expect.arrayContaining(['next', 'first']));
    expect(rels(long.headers['link'])).not.toContain('last');

    const short = await t.get(`/projects/${small}/jobs?per_page=2`);
    expect(short.headers['x-total']).toBe('3');
    expect(short.headers['x-total-pages']).toBe('2');
    expect(rels(short.headers['link'])).toContain('last');
  });

  it('counts a list found longer than the count limit no more on the pages that follow, and a short list on every page', async () => {
    const counts = () => t.sql.statements.filter((s) => /select count\(\*\)/i.test(s)).length;
    await t.get(`/projects/${big}/jobs?per_page=3&scope[]=success&scope[]=pending&scope[]=created`);
    t.sql.reset();
    for (const page of [1, 2]) {
      const long = await t.get(
        `/projects/${big}/jobs?per_page=3&page=${page}&scope[]=success&scope[]=pending&scope[]=created`,
      );
      expect(long.body).toHaveLength(3);
      expect(long.headers).not.toHaveProperty('x-total');
    }
    expect(counts()).toBe(0);

    t.sql.reset();
    for (const page of [1, 2]) {
      const short = await t.get(`/projects/${small}/jobs?per_page=2&page=${page}`);
      expect(short.headers['x-total']).toBe('3');
    }
    expect(counts()).toBe(2);
  });

  it('leaves the totals out of a pipelines list longer than the count limit, and pages it by offset as deep as asked', async () => {
    const long = await t.get(`/projects/${big}/pipelines?per_page=2`);
    expect(long.body).toHaveLength(2);
    expect(long.headers).not.toHaveProperty('x-total');
    expect(rels(long.headers['link'])).not.toContain('last');
    // GitLab offers no keyset pagination for pipelines, and so sets no offset limit either.
    const deep = await t.get(`/projects/${big}/pipelines?per_page=2&page=50`);
    expect(deep.status).toBe(200);
    expect(deep.body).toEqual([]);

    const short = await t.get(`/projects/${small}/pipelines`);
    expect(short.headers['x-total']).toBe('1');
  });

  it('refuses an offset page of jobs past the offset limit, and serves the rest by keyset', async () => {
    expect((await t.get(`/projects/${big}/jobs?per_page=2&page=3`)).status).toBe(200);
    const tooDeep = await t.get(`/projects/${big}/jobs?per_page=2&page=4`);
    expect(tooDeep.status).toBe(405);
    expect(tooDeep.body).toEqual({
      message:
        'Offset pagination has a maximum allowed offset of 6 for requests that return objects of type Ci::Build. Remaining records can be retrieved using keyset pagination.',
    });

    const seen: number[] = [];
    let url: string | null = `/projects/${big}/jobs?pagination=keyset&per_page=3`;
    while (url) {
      const page = await t.get(url);
      expect(page.status).toBe(200);
      seen.push(...(page.body as { id: number }[]).map((job) => job.id));
      const next = /<[^>]*?(\/projects\/[^>]*)>; rel="next"/.exec(String(page.headers['link'] ?? ''));
      url = next ? next[1]!.replace(/^\/api\/v4/, '') : null;
    }
    expect(seen).toHaveLength(25);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('indexes jobs and pipelines by project and id, the order their lists read them in', async () => {
    const indexes = await t.run(() =>
      t.running.orm.em
        .getConnection()
        .execute<{ indexdef: string }[]>(
          `select indexdef from pg_indexes where tablename in ('ci_builds', 'ci_pipelines') order by indexname`,
        ),
    );
    expect(indexes.map((i) => i.indexdef)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ON public\.ci_builds USING btree \(project_id, type, id\)$/),
        expect.stringMatching(/ON public\.ci_pipelines USING btree \(project_id, id\)$/),
      ]),
    );
  });
});
