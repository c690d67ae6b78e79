"""python-gitlab's hook managers: project.hooks, group.hooks (create, list, get, save, delete) and
gl.hooks (system hooks: create, list, get, delete; python-gitlab has no update for them, so the
update goes through gl.http_put). Secrets are never shown back."""

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
group = gl.groups.create({"name": unique("hooks-group"), "path": unique("hooks-group")})
project = gl.projects.create({"name": unique("hooks-project"), "namespace_id": group.id})
result = {}

# ---------------------------------------------------------------- project hooks
hook = project.hooks.create(
    {
        "url": "https://example.com/project-hook",
        "push_events": False,
        "merge_requests_events": True,
        "token": "project-secret",
        "enable_ssl_verification": False,
    }
)
fetched = project.hooks.get(hook.id)
result["project"] = {
    "url": fetched.url,
    "project_id": fetched.project_id == project.id,
    "flags": [fetched.push_events, fetched.merge_requests_events, fetched.enable_ssl_verification],
    "alert_status": fetched.alert_status,
    "token_shown": "token" in fetched.attributes,
}
fetched.note_events = True
fetched.save()
again = project.hooks.get(hook.id)
result["project_saved"] = {"note_events": again.note_events, "url": again.url}
result["project_list"] = [h.url for h in project.hooks.list(all=True)]
expect_error(gitlab.exceptions.GitlabCreateError, lambda: project.hooks.create({"url": "ftp://nope"}), 400)
again.delete()
result["project_after_delete"] = [h.id for h in project.hooks.list(all=True)]
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.hooks.get(hook.id), 404)

# ---------------------------------------------------------------- group hooks
ghook = group.hooks.create(
    {"url": "https://example.com/group-hook", "subgroup_events": True, "token": "group-secret"}
)
gfetched = group.hooks.get(ghook.id)
result["group"] = {
    "group_id": gfetched.group_id == group.id,
    "subgroup_events": gfetched.subgroup_events,
    "custom_headers": gfetched.custom_headers,
    "url_variables": gfetched.url_variables,
}
gfetched.url = "https://example.com/group-hook-2"
gfetched.releases_events = True
gfetched.save()
result["group_saved"] = {
    "url": group.hooks.get(ghook.id).url,
    "releases_events": group.hooks.get(ghook.id).releases_events,
}
result["group_list"] = [h.url for h in group.hooks.list(all=True)]
group.hooks.delete(ghook.id)
result["group_after_delete"] = [h.id for h in group.hooks.list(all=True)]

# ---------------------------------------------------------------- system hooks
shook = gl.hooks.create({"url": "https://example.com/system-hook", "token": "system-secret"})
sfetched = gl.hooks.get(shook.id)
result["system"] = {"url": sfetched.url, "push_events": sfetched.push_events}
updated = gl.http_put(f"/hooks/{shook.id}", post_data={"url": "https://example.com/system-hook-2"})
result["system_updated"] = updated["url"]
result["system_listed"] = shook.id in [h.id for h in gl.hooks.list(all=True)]
sfetched.delete()
result["system_after_delete"] = shook.id in [h.id for h in gl.hooks.list(all=True)]

finish(result)
