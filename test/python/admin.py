"""Administration through python-gitlab: application settings (gl.settings), plan limits and project
repository storage moves. python-gitlab 3.12 has no manager for the last two, so they go through
the client's own HTTP methods (gl.http_get, http_put, http_post, http_list)."""

import gitlab

from harness import connect, expect_error, finish, unique
from runner_protocol import wait_for

gl = connect()
result = {}

# Application settings: get, change one, read it back, put it back.
settings = gl.settings.get()
before = settings.default_ci_config_path
settings.default_ci_config_path = "ci/pipeline.yml"
settings.save()
result["settings"] = {
    "before": before,
    "after": gl.settings.get().default_ci_config_path,
    "branch_protection": gl.settings.get().default_branch_protection,
}
gl.settings.update(new_data={"default_ci_config_path": ""})
result["settings"]["reset"] = gl.settings.get().default_ci_config_path

# Plan limits: read the default plan, change two limits, read them back, refuse a negative value.
limits = gl.http_get("/application/plan_limits")
changed = gl.http_put(
    "/application/plan_limits",
    post_data={"plan_name": "default", "ci_pipeline_size": 123, "ci_active_jobs": 45},
)
negative = expect_error(
    gitlab.exceptions.GitlabHttpError,
    lambda: gl.http_put(
        "/application/plan_limits", post_data={"plan_name": "default", "ci_active_jobs": -1}
    ),
    400,
)
missing_plan = expect_error(
    gitlab.exceptions.GitlabHttpError,
    lambda: gl.http_put("/application/plan_limits", post_data={"ci_active_jobs": 1}),
    400,
)
result["plan_limits"] = {
    "before": {k: limits[k] for k in ("ci_pipeline_size", "ci_active_jobs", "ci_pipeline_schedules")},
    "changed": {k: changed[k] for k in ("ci_pipeline_size", "ci_active_jobs", "ci_pipeline_schedules")},
    "reread": {
        k: gl.http_get("/application/plan_limits", query_data={"plan_name": "default"})[k]
        for k in ("ci_pipeline_size", "ci_active_jobs")
    },
    "negative_status": negative.response_code,
    "missing_plan_status": missing_plan.response_code,
}
gl.http_put(
    "/application/plan_limits",
    post_data={"plan_name": "default", "ci_pipeline_size": 0, "ci_active_jobs": 0},
)

# Storage moves: one project to the second storage, then every project of it back at once.
project = gl.projects.create({"name": unique("moving"), "initialize_with_readme": True})
moves_path = f"/projects/{project.id}/repository_storage_moves"
move = gl.http_post(moves_path, post_data={"destination_storage_name": "second"})


def move_state(move_id):
    return gl.http_get(f"/project_repository_storage_moves/{move_id}")["state"]


finished = wait_for(lambda: move_state(move["id"]), lambda s: s in ("finished", "failed"), "storage move")
moved = gl.projects.get(project.id)
result["storage_move"] = {
    "created": {
        "state": move["state"],
        "source": move["source_storage_name"],
        "destination": move["destination_storage_name"],
        "project": move["project"]["id"] == project.id,
    },
    "finished": finished,
    "project_storage": moved.repository_storage,
    "readme_still_readable": moved.files.raw("README.md", ref="main").decode().startswith("# "),
    "project_list": [m["id"] for m in gl.http_list(moves_path, get_all=True)] == [move["id"]],
    "project_get": gl.http_get(f"{moves_path}/{move['id']}")["destination_storage_name"],
    "in_all": move["id"]
    in [m["id"] for m in gl.http_list("/project_repository_storage_moves", get_all=True)],
}
expect_error(
    gitlab.exceptions.GitlabHttpError,
    lambda: gl.http_post(moves_path, post_data={"destination_storage_name": "no-such-storage"}),
    400,
)
bulk = gl.http_post(
    "/project_repository_storage_moves",
    post_data={"source_storage_name": "second", "destination_storage_name": "default"},
)
back = wait_for(
    lambda: gl.http_list(moves_path, get_all=True),
    lambda moves: len(moves) == 2 and moves[0]["state"] in ("finished", "failed"),
    "bulk storage move",
)
result["bulk_move"] = {
    "message": bulk["message"],
    "state": back[0]["state"],
    "destination": back[0]["destination_storage_name"],
    "project_storage": gl.projects.get(project.id).repository_storage,
}

finish(result)
