"""python-gitlab's CI managers: runners, pipelines (with variables), jobs (trace, artifacts, play,
retry, cancel, erase), a runner's jobs, and project CI lint."""

import io
import zipfile

import gitlab

from harness import connect, expect_equal, expect_error, finish, unique
from runner_protocol import Runner, wait_for

gl = connect()
tag = unique("pyci")
CONFIG = f"""
stages: [build, test, deploy]
default:
  tags: [{tag}]
build:
  stage: build
  script: echo build
  artifacts:
    paths: [out.txt]
test:
  stage: test
  script: echo test
deploy:
  stage: deploy
  script: echo deploy
  when: manual
"""
project = gl.projects.create({"name": unique("ci"), "initialize_with_readme": True})
result = {}

# Runners: python-gitlab 3.12 has no manager for POST /user/runners, so the client's own POST creates
# one; its managers then register (verify) it, read, list, update and assign it.
created = gl.http_post(
    "/user/runners",
    post_data={
        "runner_type": "project_type",
        "project_id": project.id,
        "description": "py runner",
        "tag_list": [tag],
        "run_untagged": False,
    },
)
registered = gl.runners.create({"token": created["token"], "description": "ignored"})
gl.runners.verify(created["token"])
runner = gl.runners.get(created["id"])
result["runner"] = {
    "token_prefix": created["token"][:5],
    "registered_id": registered.id == created["id"],
    "get": {
        "description": runner.description,
        "runner_type": runner.runner_type,
        "tag_list": runner.tag_list,
        "run_untagged": runner.run_untagged,
        "paused": runner.paused,
        "projects": [p["id"] for p in runner.projects] == [project.id],
    },
    "listed": created["id"] in [r.id for r in gl.runners.list(type="project_type", get_all=True)],
    "all": created["id"] in [r.id for r in gl.runners.all(get_all=True)],
    "project_runners": [r.id for r in project.runners.list(get_all=True)] == [created["id"]],
}
expect_error(gitlab.exceptions.GitlabVerifyError, lambda: gl.runners.verify("glrt-not-a-token"), 403)
runner.description = "py runner, renamed"
runner.maximum_timeout = 3600
runner.paused = True
runner.save()
paused = gl.runners.get(created["id"])
result["runner"]["after_update"] = {
    "description": paused.description,
    "maximum_timeout": paused.maximum_timeout,
    "paused": paused.paused,
    "listed_paused": created["id"] in [r.id for r in gl.runners.list(paused=True, get_all=True)],
}
paused.paused = False
paused.save()
agent = Runner(created["token"])

# Committing the configuration starts a push pipeline: canceling it cancels its jobs.
project.files.create(
    {"file_path": ".gitlab-ci.yml", "branch": "main", "content": CONFIG, "commit_message": "Add CI"}
)
[pushed] = wait_for(lambda: project.pipelines.list(source="push", get_all=True), len, "push pipeline")
pushed.cancel()
pushed.refresh()
result["push_pipeline"] = {
    "status": pushed.status,
    "jobs": sorted((j.name, j.status) for j in pushed.jobs.list(get_all=True)),
}

# A pipeline with variables, created through the API.
pipeline = project.pipelines.create(
    {"ref": "main", "variables": [{"key": "PY_VAR", "value": "from python", "variable_type": "env_var"}]}
)
fetched = project.pipelines.get(pipeline.id)
jobs = {j.name: j for j in pipeline.jobs.list(get_all=True)}
result["pipeline"] = {
    "created": {"ref": pipeline.ref, "source": pipeline.source, "status": pipeline.status},
    "fetched_sha": fetched.sha == project.branches.get("main").commit["id"],
    "variables": [(v.key, v.value, v.variable_type) for v in pipeline.variables.list(get_all=True)],
    "jobs": sorted((name, j.stage, j.status) for name, j in jobs.items()),
    "listed": pipeline.id in [p.id for p in project.pipelines.list(ref="main", source="api", get_all=True)],
}

# The runner runs build: log, artifacts, success.
build = agent.request_job()
expect_equal(build["job_info"]["name"], "build", "first job")
variables = {v["key"]: v["value"] for v in build["variables"]}
agent.send_log(build, "building\nbuilt\n")
agent.upload_artifacts(build, {"out.txt": "artifact text\n"})
agent.finish(build, "success")
build_job = project.jobs.get(build["id"])
with zipfile.ZipFile(io.BytesIO(build_job.artifacts())) as archive:
    archived = {name: archive.read(name).decode() for name in archive.namelist()}
result["build"] = {
    "variable": variables.get("PY_VAR"),
    "status": build_job.status,
    "runner": build_job.runner["id"] == created["id"],
    "trace": build_job.trace().decode(),
    "artifacts_file": build_job.artifacts_file["filename"],
    "archive": archived,
    "one_artifact": build_job.artifact("out.txt").decode(),
}
build_job.keep_artifacts()

# test fails, which fails the pipeline; retrying the pipeline retries test, and the retry succeeds.
test = agent.request_job()
agent.finish(test, "failed")
failed = wait_for(lambda: project.pipelines.get(pipeline.id).status, lambda s: s == "failed", "pipeline")
test_job = project.jobs.get(test["id"])
pipeline.retry()
retry = agent.request_job()
agent.finish(retry, "success")
result["test"] = {
    "failed_pipeline": failed,
    "failed_status": test_job.status,
    "retry": {"new_id": retry["id"] != test["id"], "name": retry["job_info"]["name"]},
    "listed": sorted((j.name, j.status) for j in pipeline.jobs.list(get_all=True)),
    "retried_listed": sorted(
        (j.name, j.status) for j in pipeline.jobs.list(include_retried=True, get_all=True) if j.name == "test"
    ),
}

# deploy is manual: play it and cancel it before a runner takes it; retrying a manual job runs it.
deploy_job = wait_for(
    lambda: project.jobs.get(jobs["deploy"].id), lambda j: j.status == "manual", "deploy manual"
)
deploy_job.play()
played = project.jobs.get(deploy_job.id).status
canceled = deploy_job.cancel()
retried = deploy_job.retry()
result["deploy"] = {
    "played": played,
    "canceled": canceled["status"],
    "retried": {"new_id": retried["id"] != deploy_job.id, "status": retried["status"]},
}

# Job lists: by scope, and the runner's jobs.
result["jobs"] = {
    "success": sorted(j.name for j in project.jobs.list(scope="success", get_all=True)),
    "pending": sorted(j.name for j in project.jobs.list(scope="pending", get_all=True)),
    "all": len(project.jobs.list(get_all=True)),
    "runner_jobs": sorted(j.name for j in runner.jobs.list(get_all=True)),
    "runner_success_jobs": sorted(j.name for j in runner.jobs.list(status="success", get_all=True)),
}

# Canceling the pipeline cancels the pending deploy (allowed to fail, so the pipeline succeeds, as
# in GitLab); then a job is erased and the pipeline deleted.
pipeline.cancel()
pipeline.refresh()
result["pipeline"]["after_cancel"] = {
    "status": pipeline.status,
    "deploy": project.jobs.get(retried["id"]).status,
    "no_job_left": agent.no_job(),
}
# The newest successful pipeline of main has build's artifacts: by ref, whole and one file.
with zipfile.ZipFile(io.BytesIO(project.artifacts.download("main", "build"))) as archive:
    by_ref = archive.namelist()
result["by_ref"] = {"archive": by_ref, "raw": project.artifacts.raw("main", "out.txt", "build").decode()}
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.artifacts.raw("main", "out.txt", "test"), 404)
build_job.erase()
erased = project.jobs.get(build["id"])
result["erase"] = {
    "erased": erased.erased_at is not None,
    "trace": erased.trace().decode(),
    "artifacts": expect_error(gitlab.exceptions.GitlabGetError, erased.artifacts, 404).response_code,
}
pipeline.delete()
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.pipelines.get(pipeline.id), 404)
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.jobs.get(build["id"]), 404)
missing_ref = expect_error(
    gitlab.exceptions.GitlabCreateError, lambda: project.pipelines.create({"ref": "nope"}), 400
)
result["pipeline"]["missing_ref"] = missing_ref.error_message

# CI lint: the project's own configuration, given content, and validate().
own = project.ci_lint.get()
linted = project.ci_lint.create({"content": CONFIG, "include_jobs": True})
result["lint"] = {
    "own": {"valid": own.valid, "errors": own.errors, "merged_yaml": "deploy:" in own.merged_yaml},
    "content": {
        "valid": linted.valid,
        "jobs": sorted((j["name"], j["stage"], j["when"]) for j in linted.jobs),
    },
}
project.ci_lint.validate({"content": CONFIG})
invalid = expect_error(
    gitlab.exceptions.GitlabCiLintError,
    lambda: project.ci_lint.validate({"content": "build:\n  stage: nowhere\n  script: echo\n"}),
    None,
)
result["lint"]["invalid"] = str(invalid)

# Assigning the runner to a second project, and unassigning it there; unassigning it from its only
# project is refused; deleting the runner works.
second = gl.projects.create({"name": unique("ci-second")})
assigned = second.runners.create({"runner_id": created["id"]})
result["runner"]["assigned"] = {
    "id": assigned.id == created["id"],
    "projects": sorted(p["id"] for p in gl.runners.get(created["id"]).projects)
    == sorted([project.id, second.id]),
}
second.runners.delete(created["id"])
result["runner"]["assigned"]["after_unassign"] = second.runners.list(get_all=True)
only = expect_error(
    gitlab.exceptions.GitlabDeleteError, lambda: project.runners.delete(created["id"]), 403
)
result["runner"]["unassign_only_project"] = only.error_message
runner.delete()
expect_error(gitlab.exceptions.GitlabGetError, lambda: gl.runners.get(created["id"]), 404)

finish(result)
