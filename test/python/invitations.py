"""python-gitlab's project and group invitation managers."""

import gitlab
from gitlab.const import AccessLevel

from harness import connect, expect_error, finish, unique

gl = connect()
invitee = gl.users.create(
    {
        "username": unique("invitee"),
        "name": "Invitee",
        "email": f"{unique('invitee')}@example.com",
        "password": "password-123",
    }
)
project = gl.projects.create({"name": unique("invited")})
group = gl.groups.create({"name": unique("invgroup"), "path": unique("invgroup")})
tag = unique("inv")
first, second = f"{tag}-a@example.com", f"{tag}-b@example.com"


def describe(invitations):
    return sorted((i.invite_email, i.access_level, i.expires_at) for i in invitations)


def exercise(source):
    """Invites by e-mail (two at once, as python-gitlab joins lists with commas) and by user id,
    lists, filters, updates through save(), and deletes through the object and the manager."""
    created = source.invitations.create(
        {"email": [first, second], "access_level": AccessLevel.DEVELOPER, "expires_at": "2030-01-31"}
    )
    by_user = source.invitations.create({"user_id": invitee.id, "access_level": AccessLevel.REPORTER})
    listed = source.invitations.list(get_all=True)
    queried = source.invitations.list(query=second, get_all=True)
    # Listed invitations carry `invite_email`, not the `email` python-gitlab takes for their id (as
    # GitLab's do), so saving a listed one cannot work: a lazy object names the invitation instead.
    invitation = source.invitations.get(first, lazy=True)
    invitation.access_level = AccessLevel.MAINTAINER
    invitation.expires_at = "2031-02-28"
    invitation.save()
    source.invitations.update(second, {"access_level": AccessLevel.GUEST})
    after_update = describe(source.invitations.list(get_all=True))
    # save() replaces the object's attributes with the answer, which has no `email` either.
    source.invitations.get(first, lazy=True).delete()
    source.invitations.delete(second)
    missing = expect_error(
        gitlab.exceptions.GitlabDeleteError, lambda: source.invitations.delete(second), 404
    )
    failed = expect_error(
        gitlab.exceptions.GitlabInvitationError,
        lambda: source.invitations.create({"email": "not-an-email", "access_level": AccessLevel.DEVELOPER}),
        None,
    )
    return {
        "created_status": [created.status, by_user.status],
        "listed": describe(listed),
        "queried": describe(queried),
        "after_update": after_update,
        "after_delete": describe(source.invitations.list(get_all=True)),
        "invitee_member": [m.username for m in source.members.list(get_all=True) if m.id == invitee.id],
        "missing_delete": missing.response_code,
        "invalid_email": failed.error_message,
    }


finish({"project": exercise(project), "group": exercise(group)})
