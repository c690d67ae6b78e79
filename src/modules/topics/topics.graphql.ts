import { renderMarkdown } from '../../core/markdown.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { registerGlobalIdClass } from '../../graphql/global-id.ts';
import type { TopicView } from './topics.service.ts';

registerGlobalIdClass('Topic', 'Projects::Topic');

const TopicRef = builder.loadableNode('Topic', {
  description: 'A topic projects are tagged with.',
  id: { resolve: (topic: TopicView) => topic.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.topics.loadMany(ids),
  fields: (t) => ({
    name: t.string({ nullable: false, description: 'Name of the topic.', resolve: (topic) => topic.name }),
    title: t.string({ nullable: false, description: 'Title of the topic.', resolve: (topic) => topic.title }),
    description: t.string({ nullable: true, resolve: (topic) => topic.description }),
    descriptionHtml: t.string({
      nullable: true,
      description: 'GitLab Flavored Markdown rendering of `description`',
      resolve: (topic) => (topic.description ? renderMarkdown(topic.description) : null),
    }),
    avatarUrl: t.string({
      nullable: true,
      description: 'URL to avatar image file of the topic (topics have no avatar here).',
      resolve: () => null,
    }),
  }),
});

const TopicConnection = builder.connectionObject(
  { type: TopicRef, name: 'TopicConnection', description: 'The connection type for Topic.' },
  { name: 'TopicEdge', description: 'An edge in a connection.' },
);

builder.queryField('topics', (t) =>
  t.connection(
    {
      type: TopicRef,
      nullable: true,
      description: 'Find project topics, the most used by projects that are not private first.',
      args: { search: t.arg.string({ description: 'Search query for topic name.' }) },
      resolve: async (_, args, ctx) =>
        connectionFromPage(
          await ctx.services.topics.list(args.search ?? undefined, pageRequestFromArgs(args)),
        ),
    },
    TopicConnection,
  ),
);
