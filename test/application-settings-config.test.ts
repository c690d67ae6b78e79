import fs from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestApp } from './support/app.ts';

/** The rows of README's Configuration table, by variable. */
async function configurationRows(): Promise<Map<string, string>> {
  const readme = await fs.readFile(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]!.split(/^## /m)[0]!;
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length >= 4) rows.set(cells[1]!, cells[2]!);
  }
  return rows;
}

describe('APPLICATION_SETTINGS_CACHE_SECONDS', () => {
  it("defaults to GitLab's application_settings_cache_seconds (60), as README's Configuration says", async () => {
    expect(loadConfig({}).APPLICATION_SETTINGS_CACHE_SECONDS).toBe(60);
    expect((await configurationRows()).get('`APPLICATION_SETTINGS_CACHE_SECONDS`')).toBe('`60`');
  });

  it('stays configurable, 0 included, and refuses a negative or non-numeric value', () => {
    expect(loadConfig({ APPLICATION_SETTINGS_CACHE_SECONDS: '5' }).APPLICATION_SETTINGS_CACHE_SECONDS).toBe(
      5,
    );
    expect(loadConfig({ APPLICATION_SETTINGS_CACHE_SECONDS: '0' }).APPLICATION_SETTINGS_CACHE_SECONDS).toBe(
      0,
    );
    expect(() => loadConfig({ APPLICATION_SETTINGS_CACHE_SECONDS: '-1' })).toThrow(
      'APPLICATION_SETTINGS_CACHE_SECONDS',
    );
    expect(() => loadConfig({ APPLICATION_SETTINGS_CACHE_SECONDS: 'soon' })).toThrow(
      'APPLICATION_SETTINGS_CACHE_SECONDS',
    );
  });

  it('a server started without the variable reads the settings again after 60 seconds', async () => {
    // Only the clock is faked (timers run as usual): the test moves it instead of waiting.
    vi.useFakeTimers({ toFake: ['Date'] });
    const started = Date.now();
    // An empty value counts as unset, so the test app's own 3600 is left out.
    const t = await startTestApp({ env: { APPLICATION_SETTINGS_CACHE_SECONDS: '' } });
    try {
      expect(t.running.services.config.APPLICATION_SETTINGS_CACHE_SECONDS).toBe(60);
      const settings = t.running.services.applicationSettings;
      expect((await settings.current()).default_projects_limit).toBe(100_000);
      // Changed behind the instance's back, as another instance without Redis would.
      await t.run(async () => {
        const connection = t.running.orm.em.getConnection();
        await connection.execute(
          `insert into application_settings (settings, created_at, updated_at)
           select '{}', now(), now() where not exists (select 1 from application_settings)`,
        );
        await connection.execute(
          `update application_settings set settings = '{"default_projects_limit": 42}'`,
        );
      });
      vi.setSystemTime(started + 59_000);
      expect((await settings.current()).default_projects_limit).toBe(100_000);
      vi.setSystemTime(started + 61_000);
      expect((await settings.current()).default_projects_limit).toBe(42);
    } finally {
      await t.close();
      vi.useRealTimers();
    }
  });
});
