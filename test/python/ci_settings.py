"""python-gitlab's managers for what CI runs with: instance, group and project variables, pipeline
trigger tokens (and a triggered pipeline), pipeline schedules with their variables."""

import json

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
group = gl.groups.create({"name": unique("cigroup"), "path": unique("cigroup")})
project = gl.projects.create(
    {"name": unique("ciset"), "namespace_id": group.id, "initialize_with_readme": True}
)
project.files.create(
    {
        "file_path": ".gitlab-ci.yml",
        "branch": "main",
        "content": f"job:\n  tags: [{unique('nobody')}]\n  script: echo\n",
        "commit_message": "Add CI",
    }
)
result = {}


def describe(variable):
    return {
        "key": variable.key,
        "value": variable.value,
        "variable_type": variable.variable_type,
        "protected": variable.protected,
        "masked": variable.masked,
    }


# Variables at every level: create, get, update through save(), list, delete.
key = unique("PY").replace("-", "_").upper()
levels = [("instance", gl.variables), ("group", group.variables), ("project", project.variables)]
for level, manager in levels:
    created = manager.create({"key": key, "value": "first-value", "protected": True, "masked": True})
    fetched = manager.get(key)
    fetched.value = "second-value"
    fetched.variable_type = "file"
    fetched.save()
    listed = [v.key for v in manager.list(get_all=True)]
    result[level] = {
        "created": describe(created),
        "updated": describe(manager.get(key)),
        "listed": key in listed,
    }
    duplicate = expect_error(
        gitlab.exceptions.GitlabCreateError, lambda: manager.create({"key": key, "value": "again"}), 400
    )
    result[level]["duplicate"] = duplicate.error_message
    manager.get(key).delete()
    expect_error(gitlab.exceptions.GitlabGetError, lambda: manager.get(key), 404)

scoped = project.variables.create({"key": "SCOPED", "value": "prod", "environment_scope": "production"})
result["project"]["environment_scope"] = project.variables.get("SCOPED").environment_scope
scoped.delete()

# Trigger tokens: create, get, rename, list, start a pipeline with variables, delete.
trigger = project.triggers.create({"description": "py trigger"})
fetched = project.triggers.get(trigger.id)
fetched.description = "py trigger, renamed"
fetched.save()
triggered = project.trigger_pipeline("main", trigger.token, variables={"FROM_TRIGGER": "yes"})
result["trigger"] = {
    "token_length": len(trigger.token) >= 20,
    "renamed": project.triggers.get(trigger.id).description,
    "listed": [t.id for t in project.triggers.list(get_all=True)] == [trigger.id],
    "pipeline": {"source": triggered.source, "ref": triggered.ref},
    # Besides the variables given, the pipeline gets the request as TRIGGER_PAYLOAD (a file), as in GitLab.
    "pipeline_variables": sorted(
        (v.key, v.variable_type, v.value if v.key != "TRIGGER_PAYLOAD" else json.loads(v.value)["variables"])
        for v in project.pipelines.get(triggered.id).variables.list(get_all=True)
    ),
}
expect_error(
    gitlab.exceptions.GitlabCreateError, lambda: project.trigger_pipeline("main", "not-a-token"), 404
)
trigger.delete()
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.triggers.get(trigger.id), 404)

# Pipeline schedules: create, get, update, variables, play, delete.
schedule = project.pipelineschedules.create(
    {"description": "nightly", "ref": "main", "cron": "0 3 * * *", "cron_timezone": "UTC", "active": True}
)
created = {"cron": schedule.cron, "active": schedule.active, "owner": schedule.owner["username"]}
schedule.variables.create({"key": "NIGHTLY", "value": "1"})
schedule.variables.update("NIGHTLY", {"key": "NIGHTLY", "value": "2"})
schedule.variables.create({"key": "DROPPED", "value": "x"})
schedule.variables.delete("DROPPED")
fetched = project.pipelineschedules.get(schedule.id)
fetched.cron = "30 4 * * 1"
fetched.description = "weekly"
fetched.save()
updated = project.pipelineschedules.get(schedule.id)
# play() replaces the object's attributes with the answer (a message).
play_answer = schedule.play()
played = [p for p in project.pipelines.list(source="schedule", get_all=True)]
result["schedule"] = {
    "created": created,
    "play_answer": play_answer,
    "updated": {"cron": updated.cron, "description": updated.description},
    # `variables` names the schedule's variable manager; the answer's list is in `attributes`.
    "variables": [(v["key"], v["value"]) for v in updated.attributes["variables"]],
    "next_run_at": updated.next_run_at is not None,
    "listed": [s.description for s in project.pipelineschedules.list(get_all=True)],
    "played": [(p.ref, p.source) for p in played],
    "played_variables": [(v.key, v.value) for v in played[0].variables.list(get_all=True)],
}
invalid = expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: project.pipelineschedules.create({"description": "bad", "ref": "main", "cron": "not a cron"}),
    400,
)
result["schedule"]["invalid_cron"] = invalid.error_message
updated.delete()
result["schedule"]["after_delete"] = project.pipelineschedules.list(get_all=True)

finish(result)
