"""The runner's side of CI, which python-gitlab does not speak: take a job, send its log and
artifacts, finish it. Plain HTTP with the runner's and the job's tokens, as gitlab-runner does."""

import io
import time
import zipfile

import requests

from harness import URL

API = f"{URL}/api/v4"


class Runner:
    def __init__(self, token):
        self.token = token
        self.http = requests.Session()
        self.http.trust_env = False

    def request_job(self):
        """The next job for this runner, waiting for one to be pending."""
        response = wait_for(
            lambda: self.http.post(f"{API}/jobs/request", json={"token": self.token}),
            lambda r: r.status_code != 204,
            "a job for the runner",
        )
        assert response.status_code == 201, f"job request: {response.status_code} {response.text}"
        return response.json()

    def no_job(self):
        """True when no job is waiting for this runner."""
        return self.http.post(f"{API}/jobs/request", json={"token": self.token}).status_code == 204

    def send_log(self, job, log):
        response = self.http.patch(
            f"{API}/jobs/{job['id']}/trace",
            data=log.encode(),
            headers={
                "JOB-TOKEN": job["token"],
                "Content-Range": f"0-{len(log.encode()) - 1}",
                "Content-Type": "text/plain",
            },
        )
        assert response.status_code == 202, f"trace: {response.status_code} {response.text}"

    def upload_artifacts(self, job, files):
        """Uploads a zip of `files` (name to text) as the job's artifacts archive."""
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            for name, text in files.items():
                archive.writestr(name, text)
        response = self.http.post(
            f"{API}/jobs/{job['id']}/artifacts",
            headers={"JOB-TOKEN": job["token"]},
            data={"artifact_type": "archive", "artifact_format": "zip"},
            files={"file": ("artifacts.zip", buffer.getvalue())},
        )
        assert response.status_code == 201, f"artifacts: {response.status_code} {response.text}"

    def finish(self, job, state):
        response = self.http.put(
            f"{API}/jobs/{job['id']}",
            json={"token": job["token"], "state": state, "exit_code": 0 if state == "success" else 1},
        )
        assert response.status_code == 200, f"finish: {response.status_code} {response.text}"


def wait_for(read, done, what, timeout=30):
    """Reads until done(value) holds; the state changes it waits for happen after the request."""
    deadline = time.monotonic() + timeout
    while True:
        value = read()
        if done(value):
            return value
        assert time.monotonic() < deadline, f"{what}: still {value!r} after {timeout} s"
        time.sleep(0.1)
