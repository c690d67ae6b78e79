"""python-gitlab's project and group milestone managers: create, get, list (with filters), save
(edits and state events), promote, delete, and GitLab's error for a title already taken."""

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
group = gl.groups.create({"name": unique("ms-group"), "path": unique("ms-group")})
project = gl.projects.create({"name": unique("ms-project"), "namespace_id": group.id})
result = {}

# ---------------------------------------------------------------- project milestones
first = project.milestones.create(
    {"title": "v1", "description": "first", "start_date": "2099-01-01", "due_date": "2099-02-01"}
)
second = project.milestones.create({"title": "v2"})
fetched = project.milestones.get(first.id)
result["created"] = {
    "iids": [first.iid, second.iid],
    "title": fetched.title,
    "description": fetched.description,
    "state": fetched.state,
    "dates": [fetched.start_date, fetched.due_date],
    "project_id": fetched.project_id == project.id,
    "expired": fetched.expired,
    "web_url": fetched.web_url.endswith(f"/{project.path_with_namespace}/-/milestones/{first.iid}"),
}

fetched.title = "v1.0"
fetched.state_event = "close"
fetched.save()
again = project.milestones.get(first.id)
result["saved"] = {"title": again.title, "state": again.state, "save_updated": fetched.state}

result["lists"] = {
    "all": [m.title for m in project.milestones.list(all=True)],
    "active": [m.title for m in project.milestones.list(state="active", all=True)],
    "closed": [m.title for m in project.milestones.list(state="closed", all=True)],
    "iids": [m.title for m in project.milestones.list(iids=[second.iid], all=True)],
    "search": [m.title for m in project.milestones.list(search="first", all=True)],
}

# ---------------------------------------------------------------- group milestones
group_milestone = group.milestones.create({"title": "group wide", "due_date": "2099-03-01"})
result["group"] = {
    "iid": group_milestone.iid,
    "group_id": group.milestones.get(group_milestone.id).group_id == group.id,
    "list": [m.title for m in group.milestones.list(all=True)],
}
group_milestone.description = "for everyone"
group_milestone.save()
result["group"]["description"] = group.milestones.get(group_milestone.id).description
result["with_ancestors"] = sorted(
    m.title for m in project.milestones.list(include_ancestors=True, all=True)
)

error = expect_error(
    gitlab.exceptions.GitlabCreateError, lambda: project.milestones.create({"title": "group wide"}), 400
)
result["taken"] = error.error_message

to_promote = project.milestones.create({"title": "promoted"})
result["promote"] = to_promote.promote()
result["promoted_to_group"] = [m.title for m in group.milestones.list(title="promoted", all=True)]
group.milestones.list(title="promoted")[0].delete()

second.delete()
group_milestone.delete()
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.milestones.get(second.id), 404)
result["after_delete"] = {
    "project": [m.title for m in project.milestones.list(all=True)],
    "group": [m.title for m in group.milestones.list(all=True)],
}

finish(result)
