"""python-gitlab's emoji reactions on project snippets (`snippet.awardemojis`): create, list, get,
delete, and GitLab's errors for a repeated award, an unknown emoji and someone else's award."""

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
project = gl.projects.create({"name": unique("award-project")})
username = unique("awarder")
member = gl.users.create(
    {"username": username, "name": username, "email": f"{username}@example.com", "password": "password-123"}
)
project.members.create({"user_id": member.id, "access_level": 20})
member_token = member.personal_access_tokens.create({"name": "awards", "scopes": ["api"]}).token

created = project.snippets.create(
    {"title": "reacted", "visibility": "private", "file_name": "a.txt", "content": "a"}
)
snippet = project.snippets.get(created.id)
rocket = snippet.awardemojis.create({"name": "rocket"})
result = {"created": {"name": rocket.name, "type": rocket.awardable_type, "on": rocket.awardable_id == snippet.id}}

taken = expect_error(gitlab.GitlabCreateError, lambda: snippet.awardemojis.create({"name": "rocket"}), 404)
unknown = expect_error(gitlab.GitlabCreateError, lambda: snippet.awardemojis.create({"name": "rockets"}), 404)
result["errors"] = {"taken": taken.error_message, "unknown": unknown.error_message}

as_member = connect(member_token).projects.get(project.id, lazy=True).snippets.get(snippet.id, lazy=True)
thumbs = as_member.awardemojis.create({"name": "+1"})
result["alias"] = thumbs.name
result["list"] = [(a.name, a.user["username"]) for a in snippet.awardemojis.list(all=True)]
result["get"] = snippet.awardemojis.get(rocket.id).name

# python-gitlab turns any 401 into an authentication error, as it does against GitLab.
refused = expect_error(gitlab.GitlabAuthenticationError, lambda: as_member.awardemojis.delete(rocket.id), 401)
result["refused"] = refused.error_message
as_member.awardemojis.delete(thumbs.id)
snippet.awardemojis.get(rocket.id).delete()
result["after_delete"] = [a.name for a in snippet.awardemojis.list(all=True)]
finish(result)
