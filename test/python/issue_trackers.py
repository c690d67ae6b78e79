"""An external issue tracker changes the issues a merge request closes (mr.closes_issues()), and
only one issue tracker may be active in a project."""

import gitlab

from harness import connect, expect_error, finish, unique

PUBLIC = "https://93.184.215.14"

gl = connect()
project = gl.projects.create({"name": unique("tracker-project")})
project.commits.create(
    {
        "branch": "main",
        "commit_message": "Initial files",
        "actions": [{"action": "create", "file_path": "README.md", "content": "hello\n"}],
    }
)
project.commits.create(
    {
        "branch": "feature",
        "start_branch": "main",
        "commit_message": "Parser change\n\nFixes #44, see #45",
        "actions": [{"action": "create", "file_path": "parser.txt", "content": "parser\n"}],
    }
)
mr = project.mergerequests.create(
    {
        "source_branch": "feature",
        "target_branch": "main",
        "title": "Tracker links",
        "description": "Closes #12 and PROJ-7. Mentions #3 and OPS-9 only.",
    }
)
result = {"path": project.path_with_namespace, "iid": mr.iid}
result["without_tracker"] = [i.id for i in mr.closes_issues()]

project.integrations.update(
    "custom-issue-tracker",
    {
        "project_url": f"{PUBLIC}/tracker",
        "issues_url": f"{PUBLIC}/tracker/issues/:id",
        "new_issue_url": f"{PUBLIC}/tracker/issues/new",
    },
)
result["custom"] = [[i.id, i.title] for i in mr.closes_issues()]

error = expect_error(
    gitlab.exceptions.GitlabUpdateError,
    lambda: project.integrations.update(
        "redmine",
        {
            "project_url": f"{PUBLIC}/redmine",
            "issues_url": f"{PUBLIC}/redmine/issues/:id",
            "new_issue_url": f"{PUBLIC}/redmine/new",
        },
    ),
    400,
)
result["second_tracker"] = str(error.error_message)
result["redmine_active"] = project.integrations.get("redmine").active

project.integrations.delete("custom-issue-tracker")
project.integrations.update("jira", {"url": f"{PUBLIC}/jira", "password": "jira-secret"})
result["jira"] = [i.id for i in mr.closes_issues()]

finish(result)
