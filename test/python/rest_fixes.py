"""python-gitlab against issue 10's REST fixes: the server version, child pipelines in lists,
runner details for developers, and snippets' raw_url as web addresses that serve the file.

The vitest test sets up what needs a push or waiting (a project whose pipeline triggered a child
pipeline, a developer of it, a runner of it) and names them in RAILYARD_* variables.
"""

import os

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
developer = connect(os.environ["RAILYARD_DEVELOPER_TOKEN"])
result = {"version": list(gl.version()), "developer_version": list(developer.version())}

# Pipelines: the child pipeline only when asked for by its source or by iid.
project = gl.projects.get(int(os.environ["RAILYARD_PROJECT_ID"]))
listed = project.pipelines.list(get_all=True)
children = project.pipelines.list(source="parent_pipeline", get_all=True)
by_iid = project.pipelines.list(iids=[p.iid for p in listed + children], get_all=True)
result["pipelines"] = {
    "listed": [p.source for p in listed],
    "children": [p.source for p in children],
    "by_iid": sorted(p.source for p in by_iid),
}

# Runner details: a developer of the runner's project reads them, and changes nothing.
runner = developer.runners.get(int(os.environ["RAILYARD_RUNNER_ID"]))
runner.description = "changed by a developer"
refused = expect_error(gitlab.exceptions.GitlabUpdateError, runner.save, 403)
result["runner"] = {
    "id": runner.id,
    "projects": [p["id"] for p in runner.projects],
    "update_refused": refused.error_message,
}

# Snippets: raw_url and each file's raw_url are web addresses, and python-gitlab's own session
# (its PRIVATE-TOKEN) reads the file there, as it reads it through the API. python-gitlab 3.12
# creates project snippets with the deprecated single-file attributes.
snippet = project.snippets.create(
    {"title": unique("snippet"), "visibility": "private", "file_name": "dir/a b.txt", "content": "alpha\n"}
)
fetched = project.snippets.get(snippet.id)
external = fetched.web_url.split(f"/{project.path_with_namespace}/")[0]
local = fetched.files[0]["raw_url"].replace(external, os.environ["RAILYARD_URL"], 1)
served = gl.http_get(local, raw=True)
first = gl.http_get(fetched.raw_url.replace(external, os.environ["RAILYARD_URL"], 1), raw=True)
anonymous = gitlab.Gitlab(os.environ["RAILYARD_URL"])
hidden = expect_error(gitlab.exceptions.GitlabHttpError, lambda: anonymous.http_get(local, raw=True), 404)
result["snippet"] = {
    "web_url": fetched.web_url[len(external) :],
    "raw_url": fetched.raw_url[len(external) :],
    "file_raw_url": fetched.files[0]["raw_url"][len(external) :],
    "served": served.content.decode(),
    "content_type": served.headers["Content-Type"],
    "first_file": first.content.decode(),
    "via_api": fetched.content().decode(),
    "anonymous": hidden.error_message,
}

finish(result)
