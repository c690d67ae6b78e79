"""python-gitlab's everyday calls: auth, users, projects, groups, members, pagination, errors."""

import gitlab
from gitlab.const import AccessLevel

from harness import connect, expect_equal, expect_error, finish, unique

gl = connect()
result = {
    "client_version": gitlab.__version__,
    "user": {"username": gl.user.username, "is_admin": gl.user.is_admin},
}
# /version may not be served yet: python-gitlab answers ("unknown", "unknown") then.
result["server_version"] = list(gl.version())

# Users: create, get, find, and a list followed across pages through the Link headers.
prefix = unique("py")
created = [
    gl.users.create(
        {
            "username": f"{prefix}-{i}",
            "name": f"Py User {i}",
            "email": f"{prefix}-{i}@example.com",
            "password": "password-123",
        }
    )
    for i in range(5)
]
fetched = gl.users.get(created[0].id)
found = gl.users.list(username=created[1].username, get_all=True)
pages = gl.users.list(search=prefix, iterator=True, per_page=2)
listed = [u.username for u in pages]
result["users"] = {
    "created": [u.username for u in created],
    "fetched": fetched.username,
    "found": [u.username for u in found],
    "iterator": {"total": pages.total, "total_pages": pages.total_pages, "per_page": pages.per_page},
    "listed": listed,
    "get_all": [u.username for u in gl.users.list(search=prefix, get_all=True, per_page=2)],
}
expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: gl.users.create(
        {"username": unique("dup"), "name": "Dup", "email": created[0].email, "password": "password-123"}
    ),
    409,
)

# Projects: create with a README, get by id and by path, update, list.
project = gl.projects.create({"name": unique("pyproj"), "initialize_with_readme": True})
by_path = gl.projects.get(project.path_with_namespace)
by_path.description = "changed by python-gitlab"
by_path.save()
reread = gl.projects.get(project.id)
owned = gl.projects.list(owned=True, get_all=True, per_page=1)
result["project"] = {
    "by_path_id": by_path.id == project.id,
    "default_branch": project.default_branch,
    "description": reread.description,
    "owned_listed": project.id in [p.id for p in owned],
    "readme": project.files.get("README.md", ref=project.default_branch).decode().decode("utf-8")[:2],
}
missing = expect_error(gitlab.exceptions.GitlabGetError, lambda: gl.projects.get(99999999), 404)
result["project"]["missing_message"] = missing.error_message

# Groups: a group and a subgroup, get, list with pagination, the group's projects.
group = gl.groups.create({"name": unique("pygroup"), "path": unique("pygroup")})
subgroup = gl.groups.create({"name": "sub", "path": unique("sub"), "parent_id": group.id})
in_group = gl.projects.create({"name": unique("ingroup"), "namespace_id": group.id})
result["group"] = {
    "fetched": gl.groups.get(group.full_path).id == group.id,
    "subgroup_path": subgroup.full_path == f"{group.full_path}/{subgroup.path}",
    "subgroups": [g.id for g in gl.groups.get(group.id).subgroups.list(get_all=True)] == [subgroup.id],
    "listed": group.id in [g.id for g in gl.groups.list(get_all=True, per_page=1)],
    "projects": [p.id for p in group.projects.list(get_all=True)] == [in_group.id],
}

# Members: add, raise, remove a project member.
member_user = created[2]
project.members.create({"user_id": member_user.id, "access_level": AccessLevel.DEVELOPER})
member = project.members.get(member_user.id)
expect_equal(member.access_level, AccessLevel.DEVELOPER, "member access level after create")
member.access_level = AccessLevel.MAINTAINER
member.save()
after_update = project.members.get(member_user.id).access_level
listed_members = [m.username for m in project.members.list(get_all=True)]
member.delete()
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.members.get(member_user.id), 404)
result["member"] = {
    "after_update": after_update,
    "listed": member_user.username in listed_members,
    "after_delete": [m.username for m in project.members.list(get_all=True)],
}

finish(result)
