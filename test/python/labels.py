"""python-gitlab's project and group label managers: create, get, list, save, promote, delete, and
the errors GitLab answers with (a duplicate title, a label that does not exist)."""

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
name = unique("labelgroup")
group = gl.groups.create({"name": name, "path": name})
project = gl.projects.create({"name": unique("labels"), "namespace_id": group.id})
result = {}

# ---------------------------------------------------------------- project labels
bug = project.labels.create({"name": "bug", "color": "#FF0000", "description": "Something broke", "priority": 3})
project.labels.create({"name": "feature", "color": "lightblue"})
fetched = project.labels.get("bug")
result["project_created"] = {
    "name": fetched.name,
    "color": fetched.color,
    "text_color": fetched.text_color,
    "description": fetched.description,
    "priority": fetched.priority,
    "is_project_label": fetched.is_project_label,
    "same_id": fetched.id == bug.id,
}
result["project_list"] = [(l.name, l.color) for l in project.labels.list(all=True)]

# save() sends the deprecated PUT /projects/:id/labels with the name in the body.
fetched.new_name = "defect"
fetched.color = "navy"
fetched.save()
renamed = project.labels.get("defect")
result["project_saved"] = {"name": renamed.name, "color": renamed.color, "priority": renamed.priority}

expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: project.labels.create({"name": "feature", "color": "#000000"}),
    409,
    "Label already exists",
)
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.labels.get("nothing-here"), 404)

# Promotion makes it a label of the group.
promoted = project.labels.get("feature")
promoted.promote()
result["promoted"] = {
    "in_group": [l.name for l in group.labels.list(all=True)],
    "is_project_label": project.labels.get("feature").is_project_label,
}

# Subscriptions (python-gitlab's SubscribableMixin).
renamed.subscribe()
result["subscribed"] = project.labels.get("defect").subscribed
renamed.unsubscribe()
result["unsubscribed"] = project.labels.get("defect").subscribed

renamed.delete()
result["project_after_delete"] = sorted(l.name for l in project.labels.list(all=True))

# ---------------------------------------------------------------- group labels
group.labels.create({"name": "group-wide", "color": "#00FF00", "description": "Everywhere"})
group_label = group.labels.get("group-wide")
result["group_created"] = {
    "name": group_label.name,
    "color": group_label.color,
    "description": group_label.description,
    "has_priority": hasattr(group_label, "priority"),
}
group_label.description = "Still everywhere"
group_label.save()
result["group_saved"] = group.labels.get("group-wide").description
result["project_sees_group_labels"] = sorted(l.name for l in project.labels.list(all=True))
group.labels.get("group-wide").delete()
result["group_after_delete"] = sorted(l.name for l in group.labels.list(all=True))

finish(result)
