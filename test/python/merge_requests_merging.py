"""python-gitlab's merging calls: mr.merge() (refusals and merge), mr.rebase(), mr.merge_ref(),
mr.cancel_merge_when_pipeline_succeeds()."""

import time

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
project = gl.projects.create({"name": unique("merging")})
project.commits.create(
    {
        "branch": "main",
        "commit_message": "Initial files",
        "actions": [{"action": "create", "file_path": "README.md", "content": "hello\n"}],
    }
)


def branch(name, path, content, start="main"):
    project.commits.create(
        {
            "branch": name,
            "start_branch": start,
            "commit_message": f"Add {path}",
            "actions": [{"action": "create", "file_path": path, "content": content}],
        }
    )
    return project.branches.get(name).commit["id"]


def wait(mr, condition, what):
    for _ in range(200):
        mr = project.mergerequests.get(mr.iid)
        if condition(mr):
            return mr
        time.sleep(0.05)
    raise AssertionError(f"{what} never happened")


def mergeable(mr):
    return wait(mr, lambda m: m.detailed_merge_status == "mergeable", "mergeability")


result = {}
head = branch("feature", "feature.txt", "feature\n")
mr = mergeable(project.mergerequests.create({"source_branch": "feature", "target_branch": "main", "title": "Feature"}))

ref = mr.merge_ref()
result["merge_ref"] = len(ref["commit_id"])

error = expect_error(gitlab.exceptions.GitlabMRClosedError, lambda: mr.merge(sha="0" * 40), 409)
result["stale_sha"] = error.error_message.startswith("SHA does not match HEAD of source branch")

error = expect_error(
    gitlab.exceptions.GitlabMROnBuildSuccessError, lambda: mr.cancel_merge_when_pipeline_succeeds(), 405
)
result["cancel_without_auto_merge"] = error.response_code

mr.merge(merge_commit_message="Merged by python-gitlab", should_remove_source_branch=True, sha=head)
result["merged"] = {
    "state": mr.state,
    "merge_user": mr.merge_user["username"],
    "message": project.commits.get(mr.merge_commit_sha).message,
    "parents": len(project.commits.get(mr.merge_commit_sha).parent_ids),
}
error = expect_error(gitlab.exceptions.GitlabMRClosedError, lambda: mr.merge(), 405)
result["merge_again"] = error.error_message

# Fast-forward: the target moves on, the merge request needs a rebase; mr.rebase() does it.
project.merge_method = "ff"
project.save()
branch("behind", "behind.txt", "behind\n")
late = mergeable(project.mergerequests.create({"source_branch": "behind", "target_branch": "main", "title": "Behind"}))
branch("main", "main.txt", "main moved\n")
late = wait(late, lambda m: m.detailed_merge_status == "need_rebase", "need_rebase")
error = expect_error(gitlab.exceptions.GitlabMRClosedError, lambda: late.merge(), 406)
result["needs_rebase"] = error.error_message
result["rebase"] = late.rebase()
late = wait(late, lambda m: not m.rebase_in_progress and m.detailed_merge_status == "mergeable", "rebase")
late.merge()
result["fast_forward"] = project.branches.get("main").commit["id"] == late.sha == late.merge_commit_sha

finish(result)
