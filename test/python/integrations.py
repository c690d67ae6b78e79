"""python-gitlab's project.integrations (get, save, delete, list, update) and the deprecated
project.services alias. Secrets are never shown back."""

import gitlab

from harness import connect, expect_error, finish, unique

PUBLIC = "https://93.184.215.14"

gl = connect()
project = gl.projects.create({"name": unique("integrations-project")})
result = {}

slack = project.integrations.get("slack")
result["before"] = {"slug": slack.slug, "active": slack.active, "webhook": slack.properties["webhook"]}

slack.webhook = f"{PUBLIC}/slack/hook"
slack.channel = "#dev"
slack.note_events = False
slack.save()
fetched = project.integrations.get("slack")
result["saved"] = {
    "active": fetched.active,
    "title": fetched.title,
    "note_events": fetched.note_events,
    "push_events": fetched.push_events,
    "webhook": fetched.properties["webhook"] == f"{PUBLIC}/slack/hook",
    "channel": fetched.properties["channel"],
}

error = expect_error(
    gitlab.exceptions.GitlabUpdateError,
    lambda: project.integrations.update("discord", {"notify_only_broken_pipelines": True}),
    400,
)
result["missing"] = error.error_message

project.integrations.update(
    "bamboo",
    {"bamboo_url": f"{PUBLIC}/bamboo", "build_key": "KEY", "username": "ci", "password": "py-secret"},
)
bamboo = project.services.get("bamboo")
result["bamboo"] = {
    "active": bamboo.active,
    "password_shown": "password" in bamboo.properties or "py-secret" in str(bamboo.attributes),
    "username": bamboo.properties["username"],
}

result["listed"] = sorted(i.slug for i in project.integrations.list())

fetched.delete()
after = project.integrations.get("slack")
result["deleted"] = {"active": after.active, "webhook": after.properties["webhook"]}
result["listed_after"] = [i.slug for i in project.integrations.list()]

finish(result)
