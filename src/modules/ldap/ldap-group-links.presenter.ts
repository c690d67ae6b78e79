import type { LdapGroupLink } from './ldap-group-link.entity.ts';

/** GitLab's `EE::API::Entities::LdapGroupLink`. Custom roles do not exist here: `member_role_id` is null. */
export function presentLdapGroupLink(link: LdapGroupLink) {
  return {
    cn: link.cn,
    group_access: link.groupAccess,
    provider: link.provider,
    filter: link.filter,
    member_role_id: null,
  };
}
