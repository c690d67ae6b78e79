"""python-gitlab's protected branches and protected tags managers against our API."""

from datetime import date, timedelta
from urllib.parse import quote

import gitlab
from gitlab.const import AccessLevel

from harness import connect, expect_equal, expect_error, finish, unique

gl = connect()
project = gl.projects.create({"name": unique("protected"), "initialize_with_readme": True})
developer = gl.users.create(
    {
        "username": unique("dev"),
        "name": "Developer",
        "email": f"{unique('dev')}@example.com",
        "password": "password-123",
    }
)
project.members.create({"user_id": developer.id, "access_level": AccessLevel.DEVELOPER})


def levels(entries):
    return [{k: e[k] for k in ("access_level", "user_id", "group_id")} for e in entries]


def describe_branch(p_branch):
    return {
        "name": p_branch.name,
        "push": levels(p_branch.push_access_levels),
        "merge": levels(p_branch.merge_access_levels),
        "unprotect": levels(p_branch.unprotect_access_levels),
        "allow_force_push": p_branch.allow_force_push,
    }


result = {}

# A new project's default branch is protected.
main = project.branches.get(project.default_branch)
result["default_branch"] = {
    "name": main.name,
    "protected": main.protected,
    "developers_can_push": main.developers_can_push,
    "rules": [describe_branch(b) for b in project.protectedbranches.list(get_all=True)],
}

# Protect a wildcard with a user allowed to push, and a branch with force push allowed.
release = project.protectedbranches.create(
    {
        "name": "release/*",
        "push_access_level": AccessLevel.NO_ACCESS,
        "merge_access_level": AccessLevel.MAINTAINER,
        "allowed_to_push": [{"user_id": developer.id}],
    }
)
stable = project.protectedbranches.create(
    {"name": "stable", "push_access_level": AccessLevel.DEVELOPER, "allow_force_push": True}
)
result["created"] = {"release": describe_branch(release), "stable": describe_branch(stable)}
result["get_wildcard"] = describe_branch(project.protectedbranches.get("release/*"))
result["listed"] = sorted(b.name for b in project.protectedbranches.list(get_all=True))
result["searched"] = [b.name for b in project.protectedbranches.list(search="releas", get_all=True)]
paged = project.protectedbranches.list(iterator=True, per_page=1)
result["paged"] = {"names": sorted(b.name for b in paged), "total_pages": paged.total_pages}

# The developer may push to release/ branches (allowed_to_push), not to main.
project.branches.create({"branch": "release/1.0", "ref": project.default_branch})
expires = (date.today() + timedelta(days=30)).isoformat()
token = developer.impersonationtokens.create(
    {"name": "python", "scopes": ["api"], "expires_at": expires}
).token
as_developer = connect(token).projects.get(project.id)
result["developer_can_push"] = {
    name: as_developer.branches.get(name).can_push for name in ("release/1.0", project.default_branch)
}
expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: project.protectedbranches.create({"name": "stable"}),
    409,
)
expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: project.protectedbranches.create({"name": "odd", "push_access_level": 35}),
    400,
)
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.protectedbranches.get("nope/*"), 404)

# python-gitlab 3.12's ProjectProtectedBranch has no save(); later versions (4.5+) save a change by
# sending the changed attributes with PATCH, as done here through 3.12's own transport.
path = f"/projects/{project.id}/protected_branches/{quote('release/*', safe='')}"
gl.http_request("patch", path, post_data={"allow_force_push": True})
result["after_patch"] = describe_branch(project.protectedbranches.get("release/*"))

# Unprotect: through the object and through the manager.
project.protectedbranches.get("stable").delete()
project.protectedbranches.delete("release/*")
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.protectedbranches.get("release/*"), 404)
result["after_delete"] = [b.name for b in project.protectedbranches.list(get_all=True)]

# Protected tags: create (wildcard and exact), list, get, delete.
project.protectedtags.create({"name": "v*", "create_access_level": AccessLevel.MAINTAINER})
project.protectedtags.create({"name": "frozen-1.0", "create_access_level": AccessLevel.NO_ACCESS})
tag_rule = project.protectedtags.get("v*")
result["tags"] = {
    "get": {"name": tag_rule.name, "create": levels(tag_rule.create_access_levels)},
    "listed": sorted(t.name for t in project.protectedtags.list(get_all=True)),
    "paged": sorted(t.name for t in project.protectedtags.list(iterator=True, per_page=1)),
}
expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: project.protectedtags.create({"name": "v*"}),
    409,
)
tag_rule.delete()
project.protectedtags.delete("frozen-1.0")
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.protectedtags.get("v*"), 404)
result["tags"]["after_delete"] = [t.name for t in project.protectedtags.list(get_all=True)]

finish(result)
