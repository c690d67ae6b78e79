import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createProject } from './support/membership.ts';

// @gitbeaker/rest's PackageRegistry (generic packages, sent as a multipart form) and Packages.
let t: TestApp;
let api: InstanceType<typeof Gitlab>;

beforeAll(async () => {
  t = await startTestApp();
  api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('packages through @gitbeaker/rest', () => {
  it('publishes and downloads generic packages, lists, shows and removes packages and files', async () => {
    const project = await createProject(t);
    const content = 'gitbeaker generic file\n';
    const published = await api.PackageRegistry.publish(
      project.id,
      'beaker',
      '0.1.0',
      { content: new Blob([content]), filename: 'beaker.txt' },
      { select: 'package_file' },
    );
    expect(published).toMatchObject({ file_name: 'beaker.txt', size: content.length });
    const plain = await api.PackageRegistry.publish(project.id, 'beaker', '0.1.0', {
      content: new Blob(['second']),
      filename: 'second.txt',
    });
    expect(plain).toEqual({ message: '201 Created' });
    const downloaded = await api.PackageRegistry.download(project.id, 'beaker', '0.1.0', 'beaker.txt');
    expect(downloaded).toBeInstanceOf(Blob);
    expect(await (downloaded as unknown as Blob).text()).toBe(content);

    const packages = await api.Packages.all({ projectId: project.id });
    expect(packages.map((p) => [p.name, p.version, p.package_type])).toEqual([
      ['beaker', '0.1.0', 'generic'],
    ]);
    const id = packages[0]!.id;
    expect((await api.Packages.show(project.id, id)).name).toBe('beaker');
    const files = await api.Packages.allFiles(project.id, id);
    expect(files.map((f) => f.file_name)).toEqual(['beaker.txt', 'second.txt']);
    await api.Packages.removeFile(project.id, id, files[0]!.id);
    expect((await api.Packages.allFiles(project.id, id)).map((f) => f.file_name)).toEqual(['second.txt']);
    await api.Packages.remove(project.id, id);
    await expect(api.Packages.show(project.id, id)).rejects.toMatchObject({
      cause: { response: { status: 404 } },
    });
  });
});
