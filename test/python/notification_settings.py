"""python-gitlab's notification settings managers: gl.notificationsettings, group.notificationsettings
and project.notificationsettings, get and save (levels, custom events, the notification email), and
GitLab's refusals of an unknown level and of an email the user has not verified."""

import gitlab

from harness import connect, expect_error, finish, unique

gl = connect()
group = gl.groups.create({"name": unique("ns-group"), "path": unique("ns-group")})
project = gl.projects.create({"name": unique("ns-project"), "namespace_id": group.id})
result = {}

# ---------------------------------------------------------------- global
settings = gl.notificationsettings.get()
result["global_default"] = {"level": settings.level, "email": settings.notification_email == gl.user.email}
settings.level = gitlab.const.NOTIFICATION_LEVEL_WATCH
settings.save()
result["global_watch"] = gl.notificationsettings.get().level

settings.level = gitlab.const.NOTIFICATION_LEVEL_CUSTOM
settings.save()
settings.new_merge_request = True
settings.new_note = True
settings.save()
fetched = gl.notificationsettings.get()
result["global_custom"] = {
    "level": fetched.level,
    "new_merge_request": fetched.events["new_merge_request"],
    "new_note": fetched.events["new_note"],
    "new_issue": fetched.events["new_issue"],
    "failed_pipeline": fetched.events["failed_pipeline"],
    "event_count": len(fetched.events),
}
fetched.notification_email = gl.user.email
fetched.save()
result["global_email"] = gl.notificationsettings.get().notification_email == gl.user.email

error = expect_error(
    gitlab.exceptions.GitlabUpdateError,
    lambda: gl.notificationsettings.update(new_data={"notification_email": "nobody-verified@example.com"}),
    400,
)
result["email_refused"] = error.error_message
error = expect_error(
    gitlab.exceptions.GitlabUpdateError,
    lambda: gl.notificationsettings.update(new_data={"level": "deafening"}),
    400,
)
result["level_refused"] = error.error_message
result["global_after_refusals"] = gl.notificationsettings.get().level

# ---------------------------------------------------------------- group and project
group_settings = group.notificationsettings.get()
result["group_default"] = group_settings.level
group_settings.level = gitlab.const.NOTIFICATION_LEVEL_MENTION
group_settings.save()
result["group_mention"] = group.notificationsettings.get().level

project_settings = project.notificationsettings.get()
result["project_default"] = project_settings.level
project_settings.level = gitlab.const.NOTIFICATION_LEVEL_CUSTOM
project_settings.save()
project_settings.merge_merge_request = True
project_settings.save()
again = project.notificationsettings.get()
result["project_custom"] = {
    "level": again.level,
    "merge_merge_request": again.events["merge_merge_request"],
    "has_email": hasattr(again, "notification_email"),
}
again.level = gitlab.const.NOTIFICATION_LEVEL_DISABLED
again.save()
result["project_disabled"] = {
    "level": project.notificationsettings.get().level,
    "events_shown": "events" in project.notificationsettings.get().attributes,
}
error = expect_error(
    gitlab.exceptions.GitlabUpdateError,
    lambda: project.notificationsettings.update(new_data={"level": "loud"}),
    400,
)
result["project_level_refused"] = error.error_message

finish(result)
