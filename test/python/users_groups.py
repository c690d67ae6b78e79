"""python-gitlab's managers around users, projects and groups beyond the everyday ones (smoke.py):
user states, custom attributes, follows, memberships, projects for a user, stars, archive, share,
transfer, inherited members, billable members, deletes."""

from datetime import date, timedelta

import gitlab
from gitlab.const import AccessLevel

from harness import connect, expect_error, finish, unique

gl = connect()
result = {}


def new_user(prefix):
    name = unique(prefix)
    return gl.users.create(
        {"username": name, "name": prefix.title(), "email": f"{name}@example.com", "password": "password-123"}
    )


alice, bob = new_user("alice"), new_user("bob")

# User states, each read back from the server.
states = {}
for action, method in [
    ("block", alice.block),
    ("unblock", alice.unblock),
    ("deactivate", alice.deactivate),
    ("activate", alice.activate),
    ("ban", alice.ban),
    ("unban", alice.unban),
]:
    method()
    states[action] = gl.users.get(alice.id).state
result["states"] = states
alice.name = "Alice Renamed"
alice.save()
result["renamed"] = gl.users.get(alice.id).name

# Custom attributes: set, get, list, delete.
team = unique("team")
alice.customattributes.set("team", team)
alice.customattributes.set("role", "dev")
result["custom_attributes"] = {
    "get": alice.customattributes.get("team").value == team,
    "listed": sorted((a.key, a.value == team) for a in alice.customattributes.list(get_all=True)),
    "filtered": [u.username for u in gl.users.list(custom_attributes={"team": team}, get_all=True)]
    == [alice.username],
}
alice.customattributes.delete("role")
result["custom_attributes"]["after_delete"] = [a.key for a in alice.customattributes.list(get_all=True)]

# Follows, as bob.
in_a_month = (date.today() + timedelta(days=30)).isoformat()
bob_token = bob.personal_access_tokens.create({"name": "bob", "scopes": ["api"], "expires_at": in_a_month})
as_bob = connect(bob_token.token)
as_bob.users.get(alice.id).follow()
result["follows"] = {
    "followers": [u.username for u in alice.followers_users.list(get_all=True)] == [bob.username],
    "following": [u.username for u in bob.following_users.list(get_all=True)] == [alice.username],
}
as_bob.users.get(alice.id).unfollow()
result["follows"]["after_unfollow"] = alice.followers_users.list(get_all=True)

# A project made for alice by an administrator, starred by bob, archived, shared and transferred.
owned = alice.projects.create({"name": unique("alices")})
public = gl.projects.create({"name": unique("public"), "visibility": "public"})
as_bob.projects.get(public.id).star()
starred = [p.id for p in bob.starred_projects.list(get_all=True)]
result["projects"] = {
    "owner": owned.namespace["path"] == alice.username,
    "user_projects": [p.id for p in alice.projects.list(get_all=True)] == [owned.id],
    "starred": starred == [public.id],
    "star_count": gl.projects.get(public.id).star_count,
}
as_bob.projects.get(public.id).unstar()
result["projects"]["after_unstar"] = gl.projects.get(public.id).star_count
public.archive()
result["projects"]["archived"] = gl.projects.get(public.id).archived
public.unarchive()
result["projects"]["unarchived"] = gl.projects.get(public.id).archived

group = gl.groups.create({"name": unique("team"), "path": unique("team")})
other = gl.groups.create({"name": unique("other"), "path": unique("other")})
group.members.create({"user_id": bob.id, "access_level": AccessLevel.DEVELOPER})
public.share(group.id, AccessLevel.REPORTER)
shared = gl.projects.get(public.id)
result["projects"]["shared_with"] = [
    (g["group_id"] == group.id, g["group_access_level"]) for g in shared.shared_with_groups
]
result["projects"]["bob_inherited"] = public.members_all.get(bob.id).access_level
public.unshare(group.id)
result["projects"]["after_unshare"] = gl.projects.get(public.id).shared_with_groups
public.transfer(group.full_path)
result["projects"]["transferred"] = gl.projects.get(public.id).namespace["id"] == group.id

# Groups: sharing, memberships (direct and inherited), subgroups, transfer, billable members.
group.share(other.id, AccessLevel.GUEST)
result["groups"] = {
    "shared_with": [g["group_id"] == other.id for g in gl.groups.get(group.id).shared_with_groups],
}
group.unshare(other.id)
result["groups"]["after_unshare"] = gl.groups.get(group.id).shared_with_groups
child = gl.groups.create({"name": "child", "path": unique("child"), "parent_id": group.id})
grandchild = gl.groups.create({"name": "grandchild", "path": unique("grand"), "parent_id": child.id})
child_group = gl.groups.get(child.id)
result["groups"]["descendants"] = sorted(g.name for g in group.descendant_groups.list(get_all=True))
result["groups"]["subgroups"] = [g.name for g in group.subgroups.list(get_all=True)]
result["groups"]["inherited_member"] = child_group.members_all.get(bob.id).access_level
expect_error(gitlab.exceptions.GitlabGetError, lambda: child_group.members.get(bob.id), 404)
result["groups"]["memberships"] = sorted(
    (m.source_type, m.access_level) for m in bob.memberships.list(get_all=True)
)
gl.groups.get(grandchild.id).transfer(other.id)
result["groups"]["transferred"] = gl.groups.get(grandchild.id).full_path.startswith(other.full_path + "/")
billable = group.billable_members.list(get_all=True)
result["groups"]["billable"] = sorted(m.username for m in billable) == sorted(["root", bob.username])
[bob_billable] = [m for m in billable if m.id == bob.id]
result["groups"]["billable_memberships"] = sorted(
    (m.source_full_name == group.name, m.access_level["integer_value"])
    for m in bob_billable.memberships.list(get_all=True)
)

# Deletes: a user (and what answers after), a group.
bob.delete()
result["deleted_user"] = expect_error(
    gitlab.exceptions.GitlabGetError, lambda: gl.users.get(bob.id), 404
).error_message
other.delete()

finish(result)
