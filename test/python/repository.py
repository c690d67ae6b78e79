"""python-gitlab's repository calls: files, tree, blobs, compare, merge base, contributors, archive,
commits, branches and tags."""

import base64
import io
import tarfile

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
project = gl.projects.create({"name": unique("repo"), "initialize_with_readme": True})
main = project.default_branch
result = {}

# Files: create (text, and binary as base64), get, raw, update through save() and the manager, delete.
guide = project.files.create(
    {
        "file_path": "docs/guide.md",
        "branch": main,
        "content": "# Guide\n\nfirst\n",
        "commit_message": "Add the guide",
        "author_name": "Py Author",
        "author_email": "py-author@example.com",
    }
)
binary = bytes(range(256))
project.files.create(
    {
        "file_path": "docs/data.bin",
        "branch": main,
        "content": base64.b64encode(binary).decode(),
        "encoding": "base64",
        "commit_message": "Add binary data",
    }
)
fetched = project.files.get("docs/guide.md", ref=main)
result["file"] = {
    "created": {"file_path": guide.file_path, "branch": guide.branch},
    "fetched": {
        "file_name": fetched.file_name,
        "file_path": fetched.file_path,
        "size": fetched.size,
        "encoding": fetched.encoding,
        "ref": fetched.ref,
        "content": fetched.decode().decode(),
        "ids": [len(fetched.blob_id), len(fetched.commit_id), len(fetched.last_commit_id)],
    },
    "raw": project.files.raw("docs/guide.md", ref=main).decode(),
    "binary_roundtrip": project.files.raw("docs/data.bin", ref=main) == binary,
    "binary_get": project.files.get("docs/data.bin", ref=main).decode() == binary,
}
fetched.content = "# Guide\n\nsecond\n"
fetched.save(branch=main, commit_message="Rewrite the guide")
project.files.update(
    "docs/guide.md",
    {"branch": main, "content": "# Guide\n\nthird\n", "commit_message": "Rewrite the guide again"},
)
result["file"]["after_updates"] = project.files.raw("docs/guide.md", ref=main).decode()
duplicate = expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: project.files.create(
        {"file_path": "docs/guide.md", "branch": main, "content": "x", "commit_message": "again"}
    ),
    400,
)
result["file"]["duplicate_message"] = duplicate.error_message
project.files.get("docs/data.bin", ref=main).delete(branch=main, commit_message="Drop the binary")
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.files.get("docs/data.bin", ref=main), 404)
expect_error(
    gitlab.exceptions.GitlabDeleteError,
    lambda: project.files.delete("docs/data.bin", main, "Drop it again"),
    400,
)

# Commits: several actions in one commit, get, list (filtered, paged), diff, refs.
commit = project.commits.create(
    {
        "branch": main,
        "commit_message": "Many actions\n\nWith a body.",
        "actions": [
            {"action": "create", "file_path": "src/app.py", "content": "print('hi')\n"},
            {"action": "create", "file_path": "src/old.txt", "content": "old\n"},
            {"action": "move", "file_path": "src/new.txt", "previous_path": "src/old.txt"},
            {"action": "update", "file_path": "README.md", "content": "# Changed\n"},
        ],
    }
)
got = project.commits.get(commit.id)
diff = sorted(
    (d["old_path"], d["new_path"], d["new_file"], d["renamed_file"]) for d in got.diff(get_all=True)
)
history = project.commits.list(ref_name=main, get_all=True)
result["commit"] = {
    "title": got.title,
    "message": got.message,
    "short_id": got.short_id == commit.id[:8],
    "parent_is_previous": got.parent_ids == [history[1].id],
    "diff": diff,
    "history_titles": [c.title for c in history],
    # list(path=...) would replace the URL: python-gitlab takes a `path` keyword as the URL to list.
    "by_path": [
        c.title for c in project.commits.list(query_parameters={"path": "docs/guide.md"}, get_all=True)
    ],
    "paged": [c.title for c in project.commits.list(ref_name=main, per_page=2, get_all=True)]
    == [c.title for c in history],
    "refs": sorted((r["type"], r["name"]) for r in got.refs()),
}
missing_commit = expect_error(gitlab.exceptions.GitlabGetError, lambda: project.commits.get("0" * 40), 404)
result["commit"]["missing_message"] = missing_commit.error_message

# Branches: create from a commit, get, search, delete.
feature = project.branches.create({"branch": "feature/py", "ref": main})
project.commits.create(
    {
        "branch": "feature/py",
        "commit_message": "Feature work",
        "actions": [{"action": "create", "file_path": "feature.txt", "content": "feature\n"}],
    }
)
old = project.branches.create({"branch": "old-branch", "ref": history[-1].id})
result["branch"] = {
    "created": {"name": feature.name, "commit": feature.commit["id"] == commit.id, "merged": feature.merged},
    "get": {
        "name": project.branches.get("feature/py").name,
        "default": project.branches.get(main).default,
        "protected": project.branches.get(main).protected,
    },
    "listed": sorted(b.name for b in project.branches.list(get_all=True)),
    "searched": [b.name for b in project.branches.list(search="feat", get_all=True)],
}
old.delete()
expect_error(gitlab.exceptions.GitlabDeleteError, lambda: project.branches.delete("no-such-branch"), 404)
result["branch"]["after_delete"] = sorted(b.name for b in project.branches.list(get_all=True))

# Tags: lightweight and annotated, get, list, delete.
light = project.tags.create({"tag_name": "v1.0.0", "ref": history[-1].id})
annotated = project.tags.create({"tag_name": "v1.1.0", "ref": main, "message": "Release 1.1"})
result["tag"] = {
    "light": {"name": light.name, "message": light.message, "commit": light.commit["id"] == history[-1].id},
    "annotated": {
        "name": annotated.name,
        "message": annotated.message,
        "commit": annotated.commit["id"] == commit.id,
        "target_differs": annotated.target != commit.id,
    },
    "get": project.tags.get("v1.1.0").message,
    "listed": sorted(t.name for t in project.tags.list(get_all=True)),
}
light.delete()
result["tag"]["after_delete"] = [t.name for t in project.tags.list(get_all=True)]
expect_error(
    gitlab.exceptions.GitlabCreateError,
    lambda: project.tags.create({"tag_name": "v1.1.0", "ref": main}),
    400,
)

# Tree: top level, a folder, recursive, and paged through the Link headers.
tree_pages = project.repository_tree(recursive=True, per_page=4, iterator=True)
result["tree"] = {
    "top": sorted((e["name"], e["type"]) for e in project.repository_tree(ref=main, get_all=True)),
    "folder": [(e["path"], e["mode"]) for e in project.repository_tree(path="src", ref=main, get_all=True)],
    "recursive": sorted(e["path"] for e in project.repository_tree(recursive=True, ref=main, get_all=True)),
    "paged": sorted(e["path"] for e in project.repository_tree(recursive=True, per_page=2, get_all=True)),
    "iterator": {
        "total": tree_pages.total,
        "total_pages": tree_pages.total_pages,
        "next_page": tree_pages.next_page,
    },
    "feature_branch": sorted(e["name"] for e in project.repository_tree(ref="feature/py", get_all=True)),
}

# Blobs: metadata with Base64 content, and raw.
[app_entry] = [e for e in project.repository_tree(path="src", get_all=True) if e["name"] == "app.py"]
blob = project.repository_blob(app_entry["id"])
result["blob"] = {
    "sha": blob["sha"] == app_entry["id"],
    "size": blob["size"],
    "encoding": blob["encoding"],
    "content": base64.b64decode(blob["content"]).decode(),
    "raw": project.repository_raw_blob(app_entry["id"]).decode(),
}
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.repository_blob("f" * 40), 404)

# Compare, merge base, contributors, archive.
compared = project.repository_compare(main, "feature/py")
back = project.repository_compare("feature/py", main)
result["compare"] = {
    "commits": [c["title"] for c in compared["commits"]],
    "diffs": [(d["new_path"], d["new_file"], d["diff"]) for d in compared["diffs"]],
    "same_ref": compared["compare_same_ref"],
    "web_url": compared["web_url"].endswith(f"/-/compare/{main}...feature/py"),
    "back": {"commits": back["commits"], "diffs": back["diffs"]},
}
result["merge_base"] = project.repository_merge_base([main, "feature/py"])["id"] == commit.id
result["contributors"] = sorted(
    (c["name"], c["email"], c["commits"]) for c in project.repository_contributors(get_all=True)
)
archive = project.repository_archive(sha=main)
with tarfile.open(fileobj=io.BytesIO(archive), mode="r:gz") as tar:
    names = sorted(n.split("/", 1)[1] for n in tar.getnames() if "/" in n)
result["archive"] = names

finish(result)
