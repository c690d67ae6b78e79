"""A Python program reporting to Railyard with the real Sentry SDK (Debian's sentry-sdk): the DSN is
the first argument. Sends an exception, a message and a session, then flushes."""
import json
import sys

import sentry_sdk

sentry_sdk.init(dsn=sys.argv[1], environment="python-test", release="py-app@1.0.0", auto_session_tracking=False)
sentry_sdk.set_user({"id": "python-user-1"})


def failing_work():
    return {}["missing"]


try:
    failing_work()
except Exception as error:  # noqa: BLE001
    sentry_sdk.capture_exception(error)

sentry_sdk.capture_message("python sdk message", level="warning")

hub = sentry_sdk.Hub.current
hub.start_session()
hub.end_session()
sentry_sdk.flush(timeout=10)
print(json.dumps({"flushed": True}))
