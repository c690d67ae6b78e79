"""python-gitlab's LDAP calls on a group: group.ldap_group_links (create by cn and by filter, list,
delete), the deprecated delete_ldap_group_link(cn[, provider]), and group.ldap_sync(). The vitest
test has signed the directory user `alice` in, so the sync makes her a member."""

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
group = gl.groups.create({"name": unique("ldap-group"), "path": unique("ldap-group")})
result = {}

by_cn = group.ldap_group_links.create({"cn": "developers", "group_access": 30, "provider": "ldapmain"})
# python-gitlab adds the parent's group_id to what the server sent.
result["created"] = {k: v for k, v in by_cn.attributes.items() if k != "group_id"}
group.ldap_group_links.create({"filter": "(uid=bob)", "group_access": 20, "provider": "ldapmain"})
group.ldap_group_links.create({"cn": "maintainers", "group_access": 40, "provider": "ldapmain"})
group.ldap_group_links.create({"cn": "founders", "group_access": 10, "provider": "ldapmain"})
result["listed"] = [link.cn or link.filter for link in group.ldap_group_links.list()]
expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: group.ldap_group_links.create({"cn": "developers", "group_access": 30, "provider": "ldapnone"}),
    400,
)

group.ldap_sync()
result["members"] = sorted((m.username, m.access_level) for m in group.members.list(all=True))

for link in group.ldap_group_links.list():
    if link.filter:
        link.delete()
group.delete_ldap_group_link("maintainers", "ldapmain")
group.delete_ldap_group_link("founders")
result["after_delete"] = [link.cn or link.filter for link in group.ldap_group_links.list()]
expect_error(gitlab.exceptions.GitlabDeleteError, lambda: group.delete_ldap_group_link("founders"), 404)

finish(result)
