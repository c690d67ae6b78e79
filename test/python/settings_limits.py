"""python-gitlab against the enforced application settings, as a non-administrator: a restricted
visibility level (projects 400, snippets 403), snippet_size_limit (400) and max_attachment_size
(project uploads, 413). The vitest test sets the settings before running this."""

import gitlab

from harness import connect, expect_equal, expect_error, finish, unique

gl = connect()
result = {}
restricted = {"visibility_level": ["public has been restricted by your GitLab administrator"]}

error = expect_error(
    gitlab.GitlabCreateError,
    lambda: gl.projects.create({"name": unique("public"), "visibility": "public"}),
    400,
)
expect_equal(error.error_message, restricted, "restricted project visibility")
project = gl.projects.create({"name": unique("limits")})
result["default_visibility"] = project.visibility

snippet = {"title": "py", "file_name": "a.txt", "content": "small", "visibility": "private"}
error = expect_error(
    gitlab.GitlabCreateError, lambda: project.snippets.create({**snippet, "visibility": "public"}), 403
)
expect_equal(error.error_message, restricted, "restricted snippet visibility")
error = expect_error(
    gitlab.GitlabCreateError, lambda: project.snippets.create({**snippet, "content": "x" * 11}), 400
)
result["snippet_too_big"] = error.error_message
result["snippets"] = len(project.snippets.list(get_all=True))

uploaded = project.upload("notes.txt", filedata=b"hello")
result["upload"] = {"alt": uploaded["alt"], "markdown": uploaded["markdown"].startswith("[notes.txt](/uploads/")}
expect_error(
    gitlab.GitlabUploadError,
    lambda: project.upload("big.bin", filedata=b"x" * (1024 * 1024 + 1)),
    413,
)

finish(result)
