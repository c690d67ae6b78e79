"""python-gitlab's package managers: project.generic_packages (upload, download), project.packages
(list, get, delete), a package's package_files (list, delete) and group.packages (list). The vitest
test reads the printed result."""

import os
import tempfile

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
group = gl.groups.create({"name": unique("pkg-group"), "path": unique("pkg-group")})
project = gl.projects.create({"name": unique("pkg-project"), "namespace_id": group.id})
result = {}

with tempfile.TemporaryDirectory() as work:
    path = os.path.join(work, "tool.bin")
    with open(path, "wb") as f:
        f.write(b"\x00binary tool\xff" * 100)
    uploaded = project.generic_packages.upload(
        package_name="tool", package_version="1.0.0", file_name="tool.bin", path=path
    )
    result["upload_message"] = uploaded.message
    project.generic_packages.upload(
        package_name="tool", package_version="1.0.0", file_name="notes.txt", path=path
    )
    project.generic_packages.upload(
        package_name="other", package_version="2.0.0", file_name="other.bin", path=path
    )
    downloaded = project.generic_packages.download(
        package_name="tool", package_version="1.0.0", file_name="tool.bin"
    )
    with open(path, "rb") as f:
        result["download_matches"] = downloaded == f.read()

expect_error(
    gitlab.exceptions.GitlabGetError,
    lambda: project.generic_packages.download(
        package_name="tool", package_version="1.0.0", file_name="missing.bin"
    ),
    404,
)

packages = project.packages.list(order_by="name", get_all=True)
result["listed"] = [(p.name, p.version, p.package_type) for p in packages]
result["filtered"] = [p.name for p in project.packages.list(package_name="oth", get_all=True)]
tool = project.packages.get([p for p in packages if p.name == "tool"][0].id)
files = tool.package_files.list(get_all=True)
result["files"] = [(f.file_name, f.size) for f in files]
files[0].delete()
result["files_after_delete"] = [f.file_name for f in tool.package_files.list(get_all=True)]
result["group_listed"] = sorted(
    (p.name, p.project_id == project.id) for p in group.packages.list(get_all=True)
)
project.packages.delete(tool.id)
expect_error(gitlab.exceptions.GitlabGetError, lambda: project.packages.get(tool.id), 404)
result["after_delete"] = [p.name for p in project.packages.list(get_all=True)]

finish(result)
