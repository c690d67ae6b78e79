import { can } from '../../core/policy.ts';
import { builder } from '../../graphql/builder.ts';
import { projectSubject } from '../ci/ci-loaders.ts';
import { DeploymentRef } from './environments.graphql.ts';

/** GitLab's limit on the tags read for one deployment. */
const TAGS_LIMIT = 100;

interface DeploymentTag {
  name: string;
  path: string;
  webPath: string;
}

const DeploymentTagRef = builder.objectRef<DeploymentTag>('DeploymentTag').implement({
  description: 'Tags for a given deployment',
  fields: (t) => ({
    name: t.string({ nullable: true, description: 'Name of the git tag.', resolve: (tag) => tag.name }),
    path: t.string({ nullable: true, description: 'Path for the tag.', resolve: (tag) => tag.path }),
    webPath: t.string({
      nullable: true,
      description: 'Web path for the tag.',
      resolve: (tag) => tag.webPath,
    }),
  }),
});

// GitLab has this on `DeploymentDetails`, the type of `Project.deployment`; here that type is `Deployment`.
builder.objectField(DeploymentRef, 'tags', (t) =>
  t.field({
    type: [DeploymentTagRef],
    nullable: true,
    description:
      "Git tags that point at the deployment's commit (an annotated tag at the commit it points to); null for those who may not read the code.",
    resolve: async (d, _, ctx) => {
      const subject = await projectSubject(ctx, d.projectId);
      if (!can(ctx.actor, 'read_code', subject)) return null;
      const repo = ctx.services.repositories.forReading(ctx.actor, subject);
      const names = await ctx.services.repositoryReads.refNamesOfCommit(
        { subject, repo, sha: d.sha },
        { kind: 'tags', relation: 'points-at', limit: TAGS_LIMIT },
      );
      const escaped = (name: string) => name.split('/').map(encodeURIComponent).join('/');
      return names.map((name) => ({
        name,
        path: `tags/${name}`,
        webPath: `/${subject.project.fullPath}/-/tags/${escaped(name)}`,
      }));
    },
  }),
);
