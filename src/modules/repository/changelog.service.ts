import semver from 'semver';
import type { Actor } from '../../core/actor.ts';
import { badRequest, verbatimError } from '../../core/errors.ts';
import { readCommits } from '../../git/commit-log.ts';
import { isSafeRevision, type GitRepository } from '../../git/repository.ts';
import type { ModuleDeps } from '../../services.ts';
import { commitOnBranch } from './branch-commit.ts';
import { parseChangelogConfig, type ChangelogConfig } from './changelog-config.ts';
import { insertRelease } from './changelog-file.ts';
import { renderRelease, withoutReverted } from './changelog-release.ts';
import type { ProjectRepository } from './repositories.service.ts';

/** The most commits one changelog covers (GitLab's limit). */
export const CHANGELOG_COMMIT_LIMIT = 15_000;
export const DEFAULT_CONFIG_FILE = '.service/changelog_config.yml';

export interface ChangelogQuery {
  version: string;
  configFile?: string;
  date?: Date;
  from?: string;
  to?: string;
  trailer?: string;
}

export interface ChangelogCommitInput extends ChangelogQuery {
  branch?: string;
  file?: string;
  message?: string;
}

const NO_START = 'The commit start range is unspecified, and no previous tag could be found to use instead';

/** Release notes built from commit trailers; committed to a changelog file, or returned as data. */
export class ChangelogService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  /** GET .../repository/changelog: the notes, nothing committed. */
  async notes(actor: Actor, idOrPath: string | number, query: ChangelogQuery): Promise<string> {
    const target = await this.deps.repositories.readable(actor, idOrPath);
    const branch = await this.deps.repositories.defaultBranch(target.subject.project, target.repo);
    return this.build(target, query, branch);
  }

  /** POST .../repository/changelog: the notes committed to the changelog file on a branch. */
  async commit(actor: Actor, idOrPath: string | number, input: ChangelogCommitInput): Promise<void> {
    const target = await this.deps.repositories.writable(actor, idOrPath);
    const branch =
      input.branch ?? (await this.deps.repositories.defaultBranch(target.subject.project, target.repo));
    const tip = await target.repo.resolveCommit(`refs/heads/${branch}`);
    if (!tip)
      throw verbatimError(
        'bad_request',
        `Failed to generate the changelog: the branch ${branch} does not exist`,
      );
    const section = await this.build(target, input, branch);
    const file = (input.file ?? 'CHANGELOG.md').replace(/^\/+/, '');
    const existing = await readFile(target.repo, tip, file);
    await commitOnBranch(this.deps.repositories, actor, target, {
      branch,
      message: input.message ?? `Add changelog for version ${input.version}`,
      actions: [
        {
          action: existing === null ? 'create' : 'update',
          path: file,
          content: Buffer.from(insertRelease(existing, normalizedVersion(input.version), section)),
        },
      ],
    });
  }

  private async build(target: ProjectRepository, query: ChangelogQuery, branch: string): Promise<string> {
    const version = normalizedVersion(query.version);
    const { repo } = target;
    const branchTip = await repo.resolveCommit(`refs/heads/${branch}`);
    const config = parseChangelogConfig(
      branchTip ? await readFile(repo, branchTip, query.configFile ?? DEFAULT_CONFIG_FILE) : null,
    );
    const to = await this.resolve(repo, query.to ?? `refs/heads/${branch}`, 'to');
    const from = query.from
      ? await this.resolve(repo, query.from, 'from')
      : await previousRelease(repo, version, config);
    if (!from) throw verbatimError('bad_request', NO_START);
    const commits = await readCommits(repo, [`${from}..${to}`], {
      reverse: true,
      limit: CHANGELOG_COMMIT_LIMIT + 1,
    });
    if (commits.length > CHANGELOG_COMMIT_LIMIT) {
      throw verbatimError(
        'bad_request',
        `The commit range exceeds the maximum of ${CHANGELOG_COMMIT_LIMIT} commits`,
      );
    }
    return renderRelease({
      version,
      date: query.date ?? new Date(),
      config,
      trailer: query.trailer ?? 'Changelog',
      commits: withoutReverted(commits),
      projectPath: target.subject.project.fullPath,
    });
  }

  private async resolve(repo: GitRepository, revision: string, name: string): Promise<string> {
    const sha = isSafeRevision(revision) ? await repo.resolveCommit(revision) : null;
    if (!sha)
      throw verbatimError(
        'bad_request',
        `Failed to generate the changelog: the ${name} commit ${revision} does not exist`,
      );
    return sha;
  }
}

/** `v1.2.3` or `1.2.3` → `1.2.3`; anything else is refused. */
function normalizedVersion(raw: string): string {
  const version = semver.valid(raw.replace(/^v/, ''));
  if (!version) throw badRequest(`The version ${raw} is not a valid semantic version`);
  return version;
}

/** The commit of the newest stable release tag older than `version` (rule 1). */
async function previousRelease(
  repo: GitRepository,
  version: string,
  config: ChangelogConfig,
): Promise<string | null> {
  const tags = await repo.refs('refs/tags/');
  let best: { version: string; name: string } | null = null;
  for (const tag of tags) {
    const name = tag.name.slice('refs/tags/'.length);
    const match = config.tagRegex.exec(name);
    if (!match) continue;
    const groups = match.groups;
    const candidate =
      groups?.['major'] !== undefined
        ? `${groups['major']}.${groups['minor']}.${groups['patch']}`
        : semver.valid((match[1] ?? match[0]).replace(/^v/, ''));
    if (!candidate || semver.prerelease(candidate) || !semver.lt(candidate, version)) continue;
    if (!best || semver.gt(candidate, best.version)) best = { version: candidate, name };
  }
  return best ? repo.resolveCommit(`refs/tags/${best.name}`) : null;
}

async function readFile(repo: GitRepository, commit: string, file: string): Promise<string | null> {
  if (!isSafeRevision(file)) return null;
  const object = await repo.object(`${commit}:${file}`);
  return object?.type === 'blob' ? object.content.toString('utf8') : null;
}
