"""python-gitlab's environments, deployments and clusters of a project (project.environments,
project.deployments, project.clusters) and of a group (group.clusters), with their errors. The vitest
test reads the printed result."""

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
group = gl.groups.create({"name": unique("env-group"), "path": unique("env-group")})
project = gl.projects.create({"name": unique("env-project"), "namespace_id": group.id})
result = {}

# Environments: create, get, list with filters, update (save), stop, delete.
env = project.environments.create({"name": "review/py", "external_url": "https://py.example.com"})
result["created"] = {"name": env.name, "state": env.state, "tier": env.tier, "external_url": env.external_url}
project.environments.create({"name": "production"})
result["listed"] = sorted(e.name for e in project.environments.list(all=True))
result["searched"] = [e.name for e in project.environments.list(search="prod", all=True)]
got = project.environments.get(env.id)
got.external_url = "https://changed.example.com"
got.save()
result["saved_url"] = project.environments.get(env.id).external_url
expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: project.environments.create({"name": "/bad"}),
    400,
)
expect_error(gitlab.exceptions.GitlabDeleteError, lambda: project.environments.delete(env.id), 403)
stopped = got.stop()
result["stopped_state"] = stopped["state"]
project.environments.delete(env.id)
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.environments.get(env.id), 404)

# Deployments: create, update the status (save), list with filters, get.
sha = "0" * 40
deployment = project.deployments.create(
    {"environment": "staging", "sha": sha, "ref": "main", "tag": False, "status": "running"}
)
deployment.status = "success"
deployment.save()
result["deployment"] = {
    "status": project.deployments.get(deployment.id).status,
    "environment": deployment.environment["name"],
}
project.deployments.create({"environment": "staging", "sha": sha, "ref": "main", "tag": False, "status": "failed"})
result["deployments"] = [
    d.status for d in project.deployments.list(environment="staging", order_by="id", sort="desc", all=True)
]
result["failed_only"] = [d.status for d in project.deployments.list(status="failed", all=True)]

# Clusters of the project and of the group.
for owner, key in ((project, "project_cluster"), (group, "group_cluster")):
    cluster = owner.clusters.create(
        {
            "name": "k8s",
            "platform_kubernetes_attributes": {"api_url": "https://k8s.example.com", "token": "secret"},
        }
    )
    cluster.name = "renamed"
    cluster.save()
    listed = owner.clusters.list(all=True)
    result[key] = {
        "name": owner.clusters.get(cluster.id).name,
        "cluster_type": cluster.cluster_type,
        "api_url": cluster.platform_kubernetes["api_url"],
        "token_shown": "token" in cluster.platform_kubernetes,
        "listed": len(listed),
    }
    owner.clusters.delete(cluster.id)
    expect_error(gitlab.exceptions.GitlabGetError, lambda: owner.clusters.get(cluster.id), 404)
    expect_error(
        gitlab.exceptions.GitlabCreateError,
        lambda: owner.clusters.create(
            {"name": "bad", "platform_kubernetes_attributes": {"api_url": "nope", "token": "x"}}
        ),
        400,
    )

finish(result)
