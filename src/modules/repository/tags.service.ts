import type { Actor } from '../../core/actor.ts';
import { notFound, verbatimError } from '../../core/errors.ts';
import { isValidRefName, ZERO_OID } from '../../git/repository.ts';
import type { ModuleDeps } from '../../services.ts';
import { commitsByOid } from './branches.service.ts';
import type { Tag } from './refs.ts';
import type { ProjectRepository } from './repositories.service.ts';

export type TagOrder = 'name' | 'updated' | 'version';

const FORMAT = [
  '%(refname:strip=2)',
  '%(objectname)',
  '%(objecttype)',
  '%(*objectname)',
  '%(taggerdate:iso-strict)',
  '%(contents)',
].join('%00');

/** Tags: list, get, create (lightweight or annotated), delete. */
export class TagsService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  async list(
    actor: Actor,
    idOrPath: string | number,
    query: { search?: string; orderBy?: TagOrder; sort?: 'asc' | 'desc' },
  ): Promise<Tag[]> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    let tags = await this.read(target, 'refs/tags/');
    if (query.search) {
      const s = query.search.toLowerCase();
      tags = tags.filter((t) =>
        s.startsWith('^')
          ? t.name.toLowerCase().startsWith(s.slice(1))
          : s.endsWith('$')
            ? t.name.toLowerCase().endsWith(s.slice(0, -1))
            : t.name.toLowerCase().includes(s),
      );
    }
    const orderBy = query.orderBy ?? 'updated';
    const compare = (a: Tag, b: Tag): number => {
      if (orderBy === 'name') return a.name.localeCompare(b.name);
      if (orderBy === 'version') return a.name.localeCompare(b.name, undefined, { numeric: true });
      return a.commit.committedDate.getTime() - b.commit.committedDate.getTime();
    };
    tags.sort(compare);
    return (query.sort ?? 'desc') === 'desc' ? tags.reverse() : tags;
  }

  async get(actor: Actor, idOrPath: string | number, name: string): Promise<Tag> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    const tags = await this.read(target, `refs/tags/${name}`);
    const tag = tags.find((t) => t.name === name);
    if (!tag) throw notFound('Tag');
    return tag;
  }

  async create(
    actor: Actor,
    idOrPath: string | number,
    input: { name: string; ref: string; message?: string },
  ): Promise<Tag> {
    const target = await this.deps.repositories.writable(actor, idOrPath);
    const refName = `refs/tags/${input.name}`;
    if (!isValidRefName(refName)) throw verbatimError('bad_request', 'Tag name invalid');
    if (await target.repo.info(refName))
      throw verbatimError('bad_request', `Tag ${input.name} already exists`);
    const sha = await target.repo.resolveCommit(input.ref);
    if (!sha) throw verbatimError('bad_request', 'Target ' + input.ref + ' is invalid');
    await this.deps.repositories.authorizeRefChanges(actor, target, [
      { ref: refName, before: ZERO_OID, after: sha },
    ]);
    let object = sha;
    if (input.message) {
      const tagger = await this.deps.repositories.signature(actor);
      const now = Math.floor(Date.now() / 1000);
      const body = `object ${sha}\ntype commit\ntag ${input.name}\ntagger ${tagger.name} <${tagger.email}> ${now} +0000\n\n${input.message.replace(/\n*$/, '\n')}`;
      object = (await target.repo.text(['mktag'], { input: body })).trim();
    }
    if (!(await target.repo.updateRef(refName, object, null))) {
      throw verbatimError('bad_request', `Tag ${input.name} already exists`);
    }
    await this.deps.repositories.recordUpdates(actor, target.subject.project, [
      { ref: refName, before: ZERO_OID, after: object },
    ]);
    return this.get(actor, idOrPath, input.name);
  }

  async delete(actor: Actor, idOrPath: string | number, name: string): Promise<void> {
    const target = await this.deps.repositories.writable(actor, idOrPath);
    const refName = `refs/tags/${name}`;
    const info = await target.repo.info(refName);
    if (!info) throw notFound('Tag');
    await this.deps.repositories.authorizeRefChanges(actor, target, [
      { ref: refName, before: info.oid, after: ZERO_OID },
    ]);
    if (!(await target.repo.updateRef(refName, ZERO_OID, info.oid))) throw notFound('Tag');
    await this.deps.repositories.recordUpdates(actor, target.subject.project, [
      { ref: refName, before: info.oid, after: ZERO_OID },
    ]);
  }

  private async read(target: ProjectRepository, pattern: string): Promise<Tag[]> {
    const { repo, subject } = target;
    const projectUrl = this.deps.urls.to(subject.project.fullPath);
    const out = await repo.text(['for-each-ref', `--format=${FORMAT}%1e`, pattern]);
    const rows = out
      .split('\x1e')
      .map((r) => r.replace(/^\n/, ''))
      .filter(Boolean)
      .map((r) => r.split('\0'));
    const commitOf = (row: string[]) => (row[2] === 'tag' ? row[3]! : row[1]!);
    const commits = await commitsByOid(repo, [...new Set(rows.map(commitOf))]);
    const protectedNames = await this.deps.protectedRefs.protectedTagNames(
      subject.project,
      rows.map((row) => row[0]!),
    );
    return rows
      .filter((row) => commits.has(commitOf(row)))
      .map((row) => ({
        name: row[0]!,
        target: row[1]!,
        message: row[2] === 'tag' ? (row[5] ?? '').replace(/\n+$/, '') : '',
        commit: commits.get(commitOf(row))!,
        createdAt: row[4] ? new Date(row[4]) : null,
        protected: protectedNames.has(row[0]!),
        projectUrl,
        projectId: subject.project.id,
      }));
  }
}
