"""What every python-gitlab test script shares: the client, names, and how results are printed.

test/support/python-gitlab.ts runs a script with RAILYARD_URL and RAILYARD_TOKEN set and reads the
JSON object the script prints on its last line. A failed assertion or an exception from python-gitlab
ends the script with a traceback, which the vitest test shows.
"""

import json
import os
import secrets
import sys
import warnings

import gitlab

URL = os.environ["RAILYARD_URL"]
TOKEN = os.environ["RAILYARD_TOKEN"]

# python-gitlab warns (UserWarning) when a list stops at one page without being told to, or when a
# pagination link leaves the base URL: both mean the client did not get what it asked for.
warnings.simplefilter("error", UserWarning)


def connect(token=TOKEN):
    """An authenticated client; `gl.user` is the token's user."""
    gl = gitlab.Gitlab(URL, private_token=token)
    with warnings.catch_warnings():
        # `web_url` carries the server's EXTERNAL_URL (http://railyard.test in tests), not the
        # address the tests connect to, and auth() rightly warns about that.
        warnings.filterwarnings("ignore", message="The base URL in the server response differs")
        gl.auth()
    return gl


def unique(prefix):
    """A name no other test run uses."""
    return f"{prefix}-{secrets.token_hex(3)}"


def expect_equal(actual, expected, what):
    assert actual == expected, f"{what}: expected {expected!r}, got {actual!r}"


def expect_error(error_class, call, status, message=None):
    """Runs call() and checks that python-gitlab raised error_class with the status (and message)."""
    try:
        call()
    except error_class as error:
        expect_equal(error.response_code, status, f"{error_class.__name__} status")
        if message is not None:
            expect_equal(error.error_message, message, f"{error_class.__name__} message")
        return error
    raise AssertionError(f"expected {error_class.__name__} ({status}), nothing was raised")


def finish(result):
    """Prints the script's result for the vitest test (last line of stdout)."""
    sys.stdout.write(json.dumps(result, sort_keys=True) + "\n")
