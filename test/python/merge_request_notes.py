"""python-gitlab's managers under a merge request: notes, discussions (threads, diff threads, replies,
resolving), award emoji on the merge request and on its notes; and the project's merge trains."""

import time

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
project = gl.projects.create({"name": unique("mr-notes")})
project.commits.create(
    {
        "branch": "main",
        "commit_message": "Initial files",
        "actions": [
            {"action": "create", "file_path": "README.md", "content": "hello\n"},
            {"action": "create", "file_path": ".gitlab-ci.yml", "content": "test:\n  script: [true]\n"},
        ],
    }
)
project.commits.create(
    {
        "branch": "feature",
        "start_branch": "main",
        "commit_message": "Change the README",
        "actions": [{"action": "update", "file_path": "README.md", "content": "hello\nworld\n"}],
    }
)
mr = project.mergerequests.create({"source_branch": "feature", "target_branch": "main", "title": "Review me"})
mr = project.mergerequests.get(mr.iid)
result = {}

first = mr.notes.create({"body": "first"})
second = mr.notes.create({"body": "second"})
fetched = mr.notes.get(first.id)
result["note"] = {
    "body": fetched.body,
    "noteable_type": fetched.noteable_type,
    "noteable_iid": fetched.noteable_iid,
    "system": fetched.system,
}
fetched.body = "first, edited"
fetched.save()
result["saved"] = mr.notes.get(first.id).body
result["listed"] = [n.body for n in mr.notes.list(all=True, sort="asc") if not n.system]
second.delete()
expect_error(gitlab.exceptions.GitlabGetError, lambda: mr.notes.get(second.id), 404)
expect_error(gitlab.exceptions.GitlabCreateError, lambda: mr.notes.create({"body": ""}), 400)

thread = mr.discussions.create({"body": "a thread"})
reply = thread.notes.create({"body": "a reply"})
thread = mr.discussions.get(thread.id)
result["thread"] = {
    "individual_note": thread.individual_note,
    "notes": [n["body"] for n in thread.attributes["notes"]],
    "resolvable": thread.attributes["notes"][0]["resolvable"],
}
thread.resolved = True
thread.save()
result["resolved"] = [n["resolved"] for n in mr.discussions.get(thread.id).attributes["notes"]]
edited = thread.notes.get(reply.id)
edited.body = "a better reply"
edited.save()
result["reply_saved"] = thread.notes.get(reply.id).body

# Diff refs are computed in the background after creation.
for _ in range(200):
    refs = project.mergerequests.get(mr.iid).diff_refs
    if refs and refs.get("head_sha"):
        break
    time.sleep(0.05)
diff_thread = mr.discussions.create(
    {
        "body": "on the new line",
        "position": {
            "position_type": "text",
            "base_sha": refs["base_sha"],
            "start_sha": refs["start_sha"],
            "head_sha": refs["head_sha"],
            "old_path": "README.md",
            "new_path": "README.md",
            "new_line": 2,
        },
    }
)
diff_note = diff_thread.attributes["notes"][0]
result["diff_thread"] = {
    "type": diff_note["type"],
    "new_line": diff_note["position"]["new_line"],
    "path": diff_note["position"]["new_path"],
}
expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: mr.discussions.create(
        {"body": "nowhere", "position": {**diff_note["position"], "new_line": 99}}
    ),
    400,
)

rocket = mr.awardemojis.create({"name": "rocket"})
result["award"] = {"name": rocket.name, "type": rocket.awardable_type}
result["upvotes"] = project.mergerequests.get(mr.iid).upvotes
mr.awardemojis.create({"name": "thumbsup"})
result["after_upvote"] = project.mergerequests.get(mr.iid).upvotes
note_award = mr.notes.get(first.id).awardemojis.create({"name": "tada"})
result["note_award"] = [a.name for a in mr.notes.get(first.id).awardemojis.list(all=True)]
mr.notes.get(first.id).awardemojis.delete(note_award.id)
result["note_award_after_delete"] = mr.notes.get(first.id).awardemojis.list(all=True)
result["awards"] = sorted(a.name for a in mr.awardemojis.list(all=True))

# Merge trains: python-gitlab lists them (3.12 has no create), the car is added through the API.
project.merge_pipelines_enabled = True
project.merge_trains_enabled = True
project.save()
result["train_before"] = project.merge_trains.list(all=True)
gl.http_post(f"/projects/{project.id}/merge_trains/merge_requests/{mr.iid}")
cars = project.merge_trains.list(scope="active", all=True)
result["train"] = [
    {
        "iid": car.merge_request["iid"],
        "target_branch": car.target_branch,
        "status": car.status,
        "user": car.user["username"],
    }
    for car in cars
]
result["completed"] = project.merge_trains.list(scope="complete", all=True)
gl.http_delete(f"/projects/{project.id}/merge_trains/merge_requests/{mr.iid}")
result["train_after_leaving"] = project.merge_trains.list(scope="active", all=True)
finish(result)
