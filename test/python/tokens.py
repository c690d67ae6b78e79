"""python-gitlab's token managers: personal access tokens and impersonation tokens."""

from datetime import date, timedelta

import gitlab

from harness import connect, expect_equal, expect_error, finish, unique

gl = connect()
user = gl.users.create(
    {
        "username": unique("tok"),
        "name": "Token Owner",
        "email": f"{unique('tok')}@example.com",
        "password": "password-123",
    }
)
in_a_month = (date.today() + timedelta(days=30)).isoformat()
result = {}

# Personal access tokens: created for the user by an administrator, used, listed, revoked.
pat = user.personal_access_tokens.create(
    {"name": "py-pat", "scopes": ["api", "read_user"], "expires_at": in_a_month}
)
as_user = connect(pat.token)
listed = gl.personal_access_tokens.list(user_id=user.id, get_all=True)
result["personal"] = {
    "created": {
        "name": pat.name,
        "scopes": pat.scopes,
        "expires_at": pat.expires_at == in_a_month,
        "active": pat.active,
        "revoked": pat.revoked,
        "user_is_owner": pat.user_id == user.id,
    },
    "authenticates_as": as_user.user.username == user.username,
    "listed": [(t.name, t.active) for t in listed],
}
second = user.personal_access_tokens.create(
    {"name": "py-pat-2", "scopes": ["read_api"], "expires_at": in_a_month}
)
# Deleting through the manager by id, and through a listed object.
gl.personal_access_tokens.delete(pat.id)
[listed_second] = [
    t for t in gl.personal_access_tokens.list(user_id=user.id, get_all=True) if t.id == second.id
]
listed_second.delete()
revoked = expect_error(gitlab.exceptions.GitlabAuthenticationError, lambda: connect(pat.token), 401)
result["personal"]["after_revoke"] = {
    "states": sorted(
        (t.name, t.active, t.revoked)
        for t in gl.personal_access_tokens.list(user_id=user.id, get_all=True)
    ),
    "revoked_message": revoked.error_message,
}
expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: user.personal_access_tokens.create({"name": "bad", "scopes": ["no_such_scope"]}),
    400,
)

# Impersonation tokens: create, authenticate as the user, get, list by state, revoke.
imp = user.impersonationtokens.create({"name": "py-imp", "scopes": ["api"], "expires_at": in_a_month})
as_impersonated = connect(imp.token)
fetched = user.impersonationtokens.get(imp.id)
result["impersonation"] = {
    "created": {
        "name": imp.name,
        "scopes": imp.scopes,
        "impersonation": imp.impersonation,
        "expires_at": imp.expires_at == in_a_month,
        "has_token": len(imp.token) >= 20,
    },
    "authenticates_as": as_impersonated.user.username == user.username,
    "fetched": {
        "id_matches": fetched.id == imp.id,
        "active": fetched.active,
        "has_token": hasattr(fetched, "token"),
    },
}
fetched.delete()
revoked_imp = user.impersonationtokens.get(imp.id)
result["impersonation"]["after_revoke"] = {
    "active": [t.name for t in user.impersonationtokens.list(state="active", get_all=True)],
    "inactive": [t.name for t in user.impersonationtokens.list(state="inactive", get_all=True)],
    "fetched": {"active": revoked_imp.active, "revoked": revoked_imp.revoked},
}
expect_error(gitlab.exceptions.GitlabAuthenticationError, lambda: connect(imp.token), 401)
# expires_at is required for impersonation tokens.
missing = expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: user.impersonationtokens.create({"name": "no-expiry", "scopes": ["api"]}),
    400,
)
result["impersonation"]["missing_expiry"] = missing.error_message
expect_equal(
    [t.name for t in user.impersonationtokens.list(get_all=True)],
    ["py-imp"],
    "impersonation tokens after a refused create",
)

finish(result)
