"""python-gitlab's SAML group links of a group: group.saml_group_links (create, list, get, delete)
and its errors. The vitest test reads the printed result."""

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
group = gl.groups.create({"name": unique("saml-group"), "path": unique("saml-group")})
result = {}

created = group.saml_group_links.create({"saml_group_name": "developers", "access_level": 30})
result["created"] = {k: v for k, v in created.attributes.items() if k != "group_id"}
group.saml_group_links.create({"saml_group_name": "maintainers", "access_level": 40})
result["listed"] = [(link.name, link.access_level) for link in group.saml_group_links.list()]
result["got"] = group.saml_group_links.get("maintainers").access_level
expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: group.saml_group_links.create({"saml_group_name": "developers", "access_level": 10}),
    400,
)
expect_error(gitlab.exceptions.GitlabGetError, lambda: group.saml_group_links.get("nobody"), 404)

group.saml_group_links.get("maintainers").delete()
group.saml_group_links.delete("developers")
result["after_delete"] = [link.name for link in group.saml_group_links.list()]
expect_error(gitlab.exceptions.GitlabDeleteError, lambda: group.saml_group_links.delete("developers"), 404)

finish(result)
