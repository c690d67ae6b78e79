import type { Actor } from '../../core/actor.ts';
import { directoryBytes } from '../../core/disk-usage.ts';
import { can } from '../../core/policy.ts';
import type { GitRepository } from '../../git/repository.ts';
import type { ModuleDeps } from '../../services.ts';
import type { ProjectSubject } from './projects.policy.ts';

/** A project's storage, in bytes, by kind (GitLab's project statistics). */
export interface ProjectStatistics {
  projectId: number;
  repositorySize: number;
  buildArtifactsSize: number;
  snippetsSize: number;
  uploadsSize: number;
  /** Kinds of storage this service has no feature for: always 0. */
  lfsObjectsSize: number;
  packagesSize: number;
  pipelineArtifactsSize: number;
  containerRegistrySize: number;
  wikiSize: number;
  /** The sum of the above. */
  storageSize: number;
}

/** What other modules store per project, read for many projects at once. */
export interface StatisticsSources {
  artifactBytes(projectIds: readonly number[]): Promise<Map<number, number>>;
  snippetRepositories(projectIds: readonly number[]): Promise<Map<number, GitRepository[]>>;
  avatarBytes(projectId: number): Promise<number>;
}

/**
 * Project statistics computed when asked: sizes on disk (repositories walked without spawning
 * git) and the stored artifacts, two SQL queries for any number of projects. Readable by reporters
 * and administrators (`read_statistics`); null for others, as GitLab's type authorization answers.
 */
export class ProjectStatisticsService {
  private readonly deps: ModuleDeps;
  private readonly sources: StatisticsSources;

  constructor(deps: ModuleDeps, sources: StatisticsSources) {
    this.deps = deps;
    this.sources = sources;
  }

  async statisticsOf(
    actor: Actor,
    subjects: readonly ProjectSubject[],
  ): Promise<(ProjectStatistics | null)[]> {
    const readable = subjects.filter((s) => can(actor, 'read_statistics', s));
    const ids = readable.map((s) => s.project.id);
    const [artifacts, snippets] = await Promise.all([
      this.sources.artifactBytes(ids),
      this.sources.snippetRepositories(ids),
    ]);
    const computed = new Map(
      await Promise.all(
        readable.map(async (subject) => {
          const id = subject.project.id;
          const [repositorySize, snippetsSize, uploadsSize] = await Promise.all([
            directoryBytes(this.deps.repositories.repository(subject.project).path),
            Promise.all((snippets.get(id) ?? []).map((repo) => directoryBytes(repo.path))).then((sizes) =>
              sizes.reduce((sum, n) => sum + n, 0),
            ),
            this.sources.avatarBytes(id),
          ]);
          const buildArtifactsSize = artifacts.get(id) ?? 0;
          const statistics: ProjectStatistics = {
            projectId: id,
            repositorySize,
            buildArtifactsSize,
            snippetsSize,
            uploadsSize,
            lfsObjectsSize: 0,
            packagesSize: 0,
            pipelineArtifactsSize: 0,
            containerRegistrySize: 0,
            wikiSize: 0,
            storageSize: repositorySize + buildArtifactsSize + snippetsSize + uploadsSize,
          };
          return [id, statistics] as const;
        }),
      ),
    );
    return subjects.map((s) => computed.get(s.project.id) ?? null);
  }

  /** Commits on the default branch (one git process; 0 for an empty repository). */
  async commitCount(actor: Actor, subject: ProjectSubject): Promise<number | null> {
    if (!can(actor, 'read_statistics', subject)) return null;
    const repo = this.deps.repositories.repository(subject.project);
    if (!(await repo.exists())) return 0;
    const branch = await this.deps.repositories.defaultBranch(subject.project, repo);
    const sha = await repo.resolveCommit(`refs/heads/${branch}`);
    if (!sha) return 0;
    return Number((await repo.text(['rev-list', '--count', sha])).trim());
  }
}
