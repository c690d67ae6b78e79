"""A group's integration default seen through python-gitlab 3.12, which has no group integrations
API: the default is set with a plain request, and the project's inherited integration is read and
changed with project.integrations (`inherited`, `use_inherited_settings`)."""

from harness import connect, finish, unique

gl = connect()
group = gl.groups.create({"name": unique("defaults-group"), "path": unique("defaults-group")})
project = gl.projects.create({"name": unique("defaults-project"), "namespace_id": group.id})
result = {}

made = gl.http_put(
    f"/groups/{group.id}/integrations/pipelines-email", post_data={"recipients": "team@example.com"}
)
result["default"] = {"active": made["active"], "inherited": made["inherited"]}
result["group_listed"] = [
    i["slug"] for i in gl.http_list(f"/groups/{group.id}/integrations") if not i["inherited"]
]

inherited = project.integrations.get("pipelines-email")
result["inherited"] = {
    "active": inherited.active,
    "inherited": inherited.inherited,
    "recipients": inherited.properties["recipients"],
}

project.integrations.update("pipelines-email", {"recipients": "own@example.com"})
own = project.integrations.get("pipelines-email")
result["own"] = {"inherited": own.inherited, "recipients": own.properties["recipients"]}

project.integrations.update("pipelines-email", {"use_inherited_settings": True})
back = project.integrations.get("pipelines-email")
result["back"] = {"inherited": back.inherited, "recipients": back.properties["recipients"]}

finish(result)
