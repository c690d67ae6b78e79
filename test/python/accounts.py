"""Sign-up approval through python-gitlab 3.12: the settings manager turns approval on, people sign up
through GitLab's registration form (plain HTTP: python-gitlab has no sign-up), and an administrator
approves one (User.approve) and rejects another (User.reject)."""

import gitlab
import requests

from harness import URL, connect, expect_error, finish, unique

gl = connect()
result = {}

gl.settings.update(
    new_data={"signup_enabled": True, "require_admin_approval_after_user_signup": True}
)
settings = gl.settings.get()
result["settings"] = [settings.signup_enabled, settings.require_admin_approval_after_user_signup]


def sign_up(username):
    response = requests.post(
        f"{URL}/users",
        data={
            "user[name]": f"Person {username}",
            "user[username]": username,
            "user[email]": f"{username}@example.com",
            "user[password]": "password-123",
        },
        timeout=30,
    )
    assert response.status_code == 201, response.text
    return gl.users.list(username=username)[0]


waiting = sign_up(unique("waiting"))
result["pending"] = waiting.state
result["approve_answer"] = waiting.approve()
result["approved"] = gl.users.get(waiting.id).state
again = expect_error(gitlab.exceptions.GitlabUserApproveError, waiting.approve, 409)
result["approve_again"] = again.error_message

turned_down = sign_up(unique("rejected"))
turned_down.reject()
result["rejected_gone"] = gl.users.list(username=turned_down.username) == []

finish(result)
