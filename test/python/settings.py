"""python-gitlab's application settings: gl.settings.get(), settings.save() of what changed,
gl.settings.update(), a refused change, and the record restored."""

import gitlab

from harness import connect, expect_error, finish

gl = connect()
NAMES = [
    "signup_enabled",
    "default_projects_limit",
    "default_project_visibility",
    "restricted_visibility_levels",
    "domain_allowlist",
    "admin_notification_email",
    "default_branch_protection",
    "wiki_page_max_content_bytes",
    "asciidoc_max_includes",
    "after_sign_up_text",
]


def snapshot(settings):
    return {name: getattr(settings, name) for name in NAMES}


settings = gl.settings.get()
result = {"got": snapshot(settings)}

settings.default_projects_limit = 321
settings.after_sign_up_text = "Welcome aboard"
settings.save()
result["saved"] = snapshot(gl.settings.get())

gl.settings.update(
    new_data={
        "signup_enabled": False,
        "domain_allowlist": ["corp.example", "*.corp.example"],
        "restricted_visibility_levels": ["public"],
        "admin_notification_email": "abuse@corp.example",
    }
)
result["updated"] = snapshot(gl.settings.get())

error = expect_error(
    gitlab.exceptions.GitlabUpdateError,
    lambda: gl.settings.update(new_data={"wiki_page_max_content_bytes": 10, "signup_enabled": True}),
    400,
)
result["refused"] = error.error_message
result["after_refusal"] = snapshot(gl.settings.get())

gl.settings.update(
    new_data={
        "signup_enabled": True,
        "domain_allowlist": [],
        "restricted_visibility_levels": [],
        "default_projects_limit": 100000,
        "after_sign_up_text": "",
        "abuse_notification_email": "",
    }
)
result["restored"] = snapshot(gl.settings.get())
finish(result)
