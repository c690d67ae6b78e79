"""python-gitlab's command-line client (Debian's gitlab-cli installs it as /usr/bin/python-gitlab)
with a configuration file pointing at the server: the user, a project, a file in it, a search."""

import json
import os
import subprocess
import tempfile

from harness import TOKEN, URL, connect, finish, unique

CLI = "/usr/bin/python-gitlab"
assert os.path.exists(CLI), f"{CLI} is missing: apt-get install -y --no-install-recommends gitlab-cli"

config = tempfile.NamedTemporaryFile("w", suffix=".cfg", delete=False)
config.write(
    f"[global]\ndefault = railyard\n\n[railyard]\nurl = {URL}\nprivate_token = {TOKEN}\napi_version = 4\n"
)
config.close()


def cli(*args, output="json"):
    """Runs the CLI with the configuration file; its JSON output, or its text for raw output."""
    done = subprocess.run(
        [CLI, "--config-file", config.name, "--output", output, *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_PROXY": "*", "HOME": tempfile.gettempdir()},
    )
    assert done.returncode == 0, f"{' '.join(args)} failed ({done.returncode}):\n{done.stderr}{done.stdout}"
    return json.loads(done.stdout) if output == "json" else done.stdout


try:
    name = unique("cli")
    me = cli("current-user", "get")
    project = cli("project", "create", "--name", name, "--initialize-with-readme", "true")
    pid = str(project["id"])
    file_args = ["--project-id", pid, "--file-path", "notes/cli.txt"]
    content = ["--content", "written by the CLI\n", "--commit-message", "From the CLI"]
    cli("project-file", "create", *file_args, "--branch", "main", *content)
    fetched = cli("project-file", "get", *file_args, "--ref", "main")
    # Raw content is printed as it is only by the legacy output.
    raw = cli("project-file", "raw", *file_args, "--ref", "main", output="legacy")
    searched = cli("project", "list", "--search", name, "--get-all")
    # What the CLI made, read back through the library.
    commit = connect().projects.get(project["id"]).commits.list(get_all=True)[0]
    finish(
        {
            "user": {"username": me["username"], "is_admin": me["is_admin"]},
            "project": {"name": project["name"], "default_branch": project["default_branch"]},
            "file": {"file_path": fetched["file_path"], "size": fetched["size"], "ref": fetched["ref"]},
            "raw": raw,
            "searched": [p["name"] for p in searched] == [name],
            "commit": {"title": commit.title, "author": commit.author_name},
        }
    )
finally:
    os.unlink(config.name)
