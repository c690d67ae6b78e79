"""python-gitlab's snippet notes and discussions managers: create, get, list, save, delete notes;
start threads, reply, edit and delete replies."""

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
project = gl.projects.create({"name": unique("snippet-notes")})
snippet = project.snippets.create(
    {"title": "talk", "file_name": "a.txt", "content": "a\n", "visibility": "private"}
)
snippet = project.snippets.get(snippet.id)
result = {}

first = snippet.notes.create({"body": "first"})
second = snippet.notes.create({"body": "second"})
fetched = snippet.notes.get(first.id)
result["note"] = {
    "body": fetched.body,
    "noteable_type": fetched.noteable_type,
    "noteable_id": fetched.noteable_id == snippet.id,
    "author": fetched.author["username"] == gl.user.username,
    "system": fetched.system,
}
fetched.body = "first, edited"
fetched.save()
result["saved"] = snippet.notes.get(first.id).body
result["listed"] = [n.body for n in snippet.notes.list(all=True)]
result["sorted"] = [n.body for n in snippet.notes.list(all=True, sort="asc")]
expect_error(gitlab.exceptions.GitlabCreateError, lambda: snippet.notes.create({"body": " "}), 400)
second.delete()
expect_error(gitlab.exceptions.GitlabGetError, lambda: snippet.notes.get(second.id), 404)

thread = snippet.discussions.create({"body": "a thread"})
reply = thread.notes.create({"body": "a reply"})
thread = snippet.discussions.get(thread.id)
result["thread"] = {
    "id_length": len(thread.id),
    "individual_note": thread.individual_note,
    "notes": [n["body"] for n in thread.attributes["notes"]],
}
edited = thread.notes.get(reply.id)
edited.body = "a better reply"
edited.save()
result["reply_saved"] = thread.notes.get(reply.id).body
result["discussions"] = [
    [d.individual_note, [n["body"] for n in d.attributes["notes"]]] for d in snippet.discussions.list(all=True)
]
thread.notes.get(reply.id).delete()
result["after_delete"] = [n["body"] for n in snippet.discussions.get(thread.id).attributes["notes"]]
finish(result)
