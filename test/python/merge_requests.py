"""python-gitlab's merge request managers: project.mergerequests (create, list with filters, get,
save, time stats, subscribe, approve, participants, changes, commits, delete) and
gl.mergerequests.list(scope=...)."""

import time

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
project = gl.projects.create({"name": unique("mr-project")})
project.commits.create(
    {
        "branch": "main",
        "commit_message": "Initial files",
        "actions": [{"action": "create", "file_path": "README.md", "content": "hello\n"}],
    }
)
for branch, path in (("feature", "feature.txt"), ("other", "other.txt")):
    project.commits.create(
        {
            "branch": branch,
            "start_branch": "main",
            "commit_message": f"Add {path}",
            "actions": [{"action": "create", "file_path": path, "content": f"{branch}\n"}],
        }
    )
result = {}

mr = project.mergerequests.create(
    {
        "source_branch": "feature",
        "target_branch": "main",
        "title": "Add feature",
        "description": "A feature",
        "labels": ["backend", "bug"],
        "assignee_ids": [gl.user.id],
    }
)
draft = project.mergerequests.create(
    {"source_branch": "other", "target_branch": "main", "title": "Draft: other"}
)
result["created"] = {
    "iids": [mr.iid, draft.iid],
    "labels": mr.labels,
    "assignees": [a["username"] for a in mr.assignees],
    "draft": [mr.draft, draft.draft],
    "state": mr.state,
}

error = expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: project.mergerequests.create(
        {"source_branch": "feature", "target_branch": "main", "title": "again"}
    ),
    409,
)
result["duplicate"] = error.error_message

result["lists"] = {
    "all": sorted(m.title for m in project.mergerequests.list(all=True)),
    "labels": [m.title for m in project.mergerequests.list(labels=["bug"], all=True)],
    "wip": [m.title for m in project.mergerequests.list(wip="yes", all=True)],
    "iids": [m.title for m in project.mergerequests.list(iids=[draft.iid], all=True)],
    "assignee": [m.title for m in project.mergerequests.list(assignee_id=gl.user.id, all=True)],
    "search": [m.title for m in project.mergerequests.list(search="feature", all=True)],
    "simple": sorted(project.mergerequests.list(view="simple", iids=[mr.iid], all=True)[0].attributes),
    "global": sorted(
        m.title
        for m in gl.mergerequests.list(scope="all", all=True)
        if m.project_id == project.id
    ),
    "created_by_me": sorted(
        m.title for m in gl.mergerequests.list(scope="created_by_me", all=True) if m.project_id == project.id
    ),
}

fetched = project.mergerequests.get(mr.iid)
fetched.title = "Add the feature"
fetched.labels = ["bug"]
fetched.save()
again = project.mergerequests.get(mr.iid)
result["saved"] = {"title": again.title, "labels": again.labels}

fetched.time_estimate("1h")
fetched.add_spent_time("30m")
# time_stats() answers from the object's own `time_stats` when it has one: ask through a lazy object.
result["time_stats"] = project.mergerequests.get(mr.iid, lazy=True).time_stats()
result["after_reset"] = fetched.reset_spent_time()["total_time_spent"]

fetched.unsubscribe()
result["unsubscribed"] = project.mergerequests.get(mr.iid).subscribed
fetched.subscribe()
result["subscribed"] = project.mergerequests.get(mr.iid).subscribed
error = expect_error(gitlab.exceptions.GitlabSubscribeError, fetched.subscribe, 304)

fetched.approve()
result["approvals"] = [a["user"]["username"] for a in fetched.approvals.get().approved_by]
fetched.unapprove()
result["unapproved"] = fetched.approvals.get().approved_by

result["participants"] = [u["username"] for u in fetched.participants()]
result["commits"] = [c.title for c in fetched.commits()]
# The change count is computed in the background after creation.
for _ in range(100):
    if project.mergerequests.get(mr.iid).changes_count is not None:
        break
    time.sleep(0.05)
changes = fetched.changes()
result["changes"] = {
    "count": changes["changes_count"],
    "paths": [c["new_path"] for c in changes["changes"]],
}

fetched.state_event = "close"
fetched.save()
result["closed"] = project.mergerequests.get(mr.iid).state

project.mergerequests.delete(draft.iid)
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.mergerequests.get(draft.iid), 404)
result["after_delete"] = [m.iid for m in project.mergerequests.list(state="all", all=True)]

finish(result)
