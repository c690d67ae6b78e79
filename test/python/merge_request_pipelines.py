"""python-gitlab's merge request pipelines: mr.pipelines.list() and mr.pipelines.create(), and the
merge request's head pipeline."""

import time

import gitlab

from harness import connect, expect_error, finish, unique

CI = """
test:
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
  script: echo "$CI_MERGE_REQUEST_IID"
"""

gl = connect()
project = gl.projects.create({"name": unique("mr-pipelines")})
project.commits.create(
    {
        "branch": "main",
        "commit_message": "Initial files",
        "actions": [{"action": "create", "file_path": ".gitlab-ci.yml", "content": CI}],
    }
)
project.commits.create(
    {
        "branch": "feature",
        "start_branch": "main",
        "commit_message": "Add feature",
        "actions": [{"action": "create", "file_path": "feature.txt", "content": "feature\n"}],
    }
)
mr = project.mergerequests.create({"source_branch": "feature", "target_branch": "main", "title": "Feature"})
result = {}

# The pipeline of the new merge request is created in the background.
for _ in range(200):
    listed = mr.pipelines.list()
    if listed:
        break
    time.sleep(0.05)
result["listed"] = [{"source": p.source, "ref": p.ref} for p in listed]

created = mr.pipelines.create()
result["created"] = {"source": created.source, "ref": created.ref, "status": created.status}
result["after_create"] = [p.id for p in mr.pipelines.list()][:1] == [created.id]

for _ in range(200):
    head = project.mergerequests.get(mr.iid).head_pipeline
    if head and head["id"] == created.id:
        break
    time.sleep(0.05)
result["head_pipeline"] = head["id"] == created.id

plain = gl.projects.create({"name": unique("no-ci")})
plain.commits.create(
    {
        "branch": "main",
        "commit_message": "Initial files",
        "actions": [{"action": "create", "file_path": "README.md", "content": "hello\n"}],
    }
)
plain.commits.create(
    {
        "branch": "topic",
        "start_branch": "main",
        "commit_message": "Topic",
        "actions": [{"action": "create", "file_path": "topic.txt", "content": "topic\n"}],
    }
)
plain_mr = plain.mergerequests.create({"source_branch": "topic", "target_branch": "main", "title": "Topic"})
error = expect_error(gitlab.exceptions.GitlabCreateError, lambda: plain_mr.pipelines.create(), 400)
result["missing_config"] = str(error.error_message)
result["plain_list"] = plain_mr.pipelines.list()

finish(result)
