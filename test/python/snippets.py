"""python-gitlab's project snippets manager: create, get, list, update (single and several files),
raw content, a file's raw content, user agent detail, delete."""

from urllib.parse import quote

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
project = gl.projects.create({"name": unique("snippets")})
result = {}

# python-gitlab 3.12 creates snippets the deprecated single-file way (file_name and content are
# required by its create()); several files come through an update with `files` actions.
snippet = project.snippets.create(
    {
        "title": "py snippet",
        "file_name": "hello.py",
        "content": "print('hello')\n",
        "visibility": "private",
        "description": "made by python-gitlab",
    }
)
fetched = project.snippets.get(snippet.id)
result["created"] = {
    "title": fetched.title,
    "file_name": fetched.file_name,
    "description": fetched.description,
    "visibility": fetched.visibility,
    "author": fetched.author["username"],
    "project_id": fetched.project_id == project.id,
    "files": [f["path"] for f in snippet.files],
    "content": snippet.content().decode(),
}

# Reading a list attribute (`files`) marks it changed for save() in python-gitlab: `fetched` was
# not read that way, so its save() sends only what is set here.
fetched.title = "py snippet, renamed"
fetched.content = "print('hello again')\n"
fetched.save()
result["single_file_update"] = {
    "title": project.snippets.get(snippet.id).title,
    "content": project.snippets.get(snippet.id).content().decode(),
}

fetched.files = [
    {"action": "create", "file_path": "docs/notes.md", "content": "# Notes\n"},
    {"action": "move", "file_path": "main.py", "previous_path": "hello.py"},
]
fetched.save()
multi = project.snippets.get(snippet.id)
# A file's raw content has no python-gitlab 3.12 method: the client's own GET follows the raw_url path.
[notes] = [f for f in multi.files if f["path"] == "docs/notes.md"]
notes_path = f"/projects/{project.id}/snippets/{snippet.id}/files/main/{quote('docs/notes.md', safe='')}/raw"
result["multi_file"] = {
    "files": sorted(f["path"] for f in multi.files),
    # GitLab's web address of the file, which serves it too.
    "notes_raw_url": notes["raw_url"].endswith(
        f"/-/snippets/{snippet.id}/raw/main/{quote('docs/notes.md', safe='/')}"
    ),
    "notes_raw": gl.http_get(notes_path, raw=True).content.decode(),
    "main_raw": gl.http_get(
        f"/projects/{project.id}/snippets/{snippet.id}/files/main/main.py/raw", raw=True
    ).content.decode(),
}
# Several files: the deprecated content update is refused.
refused = expect_error(
    gitlab.exceptions.GitlabUpdateError,
    lambda: project.snippets.update(snippet.id, {"content": "nope"}),
    400,
)
result["multi_file"]["content_update_message"] = refused.error_message

second = project.snippets.create(
    {"title": "second", "file_name": "b.txt", "content": "b\n", "visibility": "internal"}
)
listed = project.snippets.list(get_all=True, per_page=1)
detail = second.user_agent_detail()
result["listed"] = sorted((s.title, s.visibility) for s in listed)
result["user_agent"] = {
    "user_agent": detail["user_agent"].startswith("python-gitlab/3.12.0"),
    "ip_address": detail["ip_address"],
    "akismet_submitted": detail["akismet_submitted"],
}

second.delete()
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.snippets.get(second.id), 404)
missing = expect_error(gitlab.exceptions.GitlabDeleteError, lambda: project.snippets.delete(second.id), 404)
result["after_delete"] = {
    "titles": [s.title for s in project.snippets.list(get_all=True)],
    "missing_message": missing.error_message,
}
invalid = expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: project.snippets.create({"title": "", "file_name": "x", "content": "x", "visibility": "public"}),
    400,
)
result["invalid_title"] = invalid.error_message

finish(result)
