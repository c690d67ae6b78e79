import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.ts';
import type { EventBus } from './core/events.ts';
import type { Queue } from './core/queue.ts';
import type { UnitOfWork } from './core/tx.ts';
import { Urls } from './core/urls.ts';
import { CustomAttributesService } from './modules/custom-attributes/custom-attributes.service.ts';
import { GroupsService } from './modules/groups/groups.service.ts';
import { AccessFinder } from './modules/members/access.finder.ts';
import { MembersService } from './modules/members/members.service.ts';
import { NamespacesService } from './modules/namespaces/namespaces.service.ts';
import { ProjectsService } from './modules/projects/projects.service.ts';
import { OauthTokensService } from './modules/oauth/oauth-tokens.service.ts';
import { AuthenticationService } from './modules/tokens/authentication.service.ts';
import { PersonalAccessTokensService } from './modules/tokens/personal-access-tokens.service.ts';
import { UsersFinder } from './modules/users/users.finder.ts';
import { UsersService } from './modules/users/users.service.ts';

/** What services are built from: one set per application instance. */
export interface AppDeps {
  config: Config;
  orm: MikroORM;
  uow: UnitOfWork;
  bus: EventBus;
  queue: Queue | null;
}

/** Builds every domain service of one instance, in dependency order. Both faces use these. */
export function createServices(deps: AppDeps) {
  const { config, orm, uow } = deps;
  const urls = new Urls(config.externalUrl);
  const access = new AccessFinder(orm);
  const namespaces = new NamespacesService(orm);
  const customAttributes = new CustomAttributesService(orm, uow);
  const personalAccessTokens = new PersonalAccessTokensService(orm);
  const oauthTokens = new OauthTokensService(orm, uow, config);
  const authentication = new AuthenticationService(orm, personalAccessTokens, oauthTokens, {
    impersonationEnabled: config.IMPERSONATION_ENABLED,
  });
  const users = new UsersService(orm, uow, namespaces);
  const members = new MembersService(orm, uow);
  const groups = new GroupsService(orm, uow, namespaces, access);
  const projects = new ProjectsService(orm, uow, namespaces, access);
  const usersFinder = new UsersFinder(orm, {
    offsetLimit: config.USERS_OFFSET_LIMIT,
    countLimit: config.PAGINATION_COUNT_LIMIT,
  });

  return {
    config,
    urls,
    bus: deps.bus,
    uow,
    access,
    namespaces,
    customAttributes,
    personalAccessTokens,
    oauthTokens,
    authentication,
    users,
    usersFinder,
    members,
    groups,
    projects,
  };
}

export type Services = ReturnType<typeof createServices>;
