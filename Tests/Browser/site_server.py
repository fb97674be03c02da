"""Builds the site into a scratch folder and serves it with `napkin-docs serve` on loopback."""

import os
import re
import signal
import subprocess
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path


class BuildFailed(Exception):
    """`napkin-docs build` or `serve` did not come up; the message holds its output."""


def build_site(package, output):
    """Runs `swift run napkin-docs build --output OUTPUT` in `package`; returns its report."""
    command = ["swift", "run", "napkin-docs", "build", "--output", str(output)]
    result = subprocess.run(command, cwd=package, capture_output=True, text=True)
    report = result.stdout + result.stderr
    if result.returncode != 0:
        raise BuildFailed(f"{' '.join(command)} exited with {result.returncode}:\n{report}")
    return report


class Server:
    """`napkin-docs serve` on 127.0.0.1 and a free port (`--port 0`), until `stop()`."""

    def __init__(self, package, output, timeout=600, sources=(), directory=None):
        """Serves `package`'s pages, or those of `sources` with `directory` as the working
        directory (which the errors' paths are relative to)."""
        command = ["swift", "run", "--package-path", str(package), "--skip-build", "napkin-docs", "serve",
                   "--output", str(output), "--host", "127.0.0.1", "--port", "0"]
        for source in sources:
            command += ["--source", str(source)]
        # A session of its own, so that stop() ends this process group and nothing else.
        self.process = subprocess.Popen(command, cwd=directory or package, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True, start_new_session=True)
        self.output = []
        self.base_url = None
        found = threading.Event()

        def read():
            for line in self.process.stdout:
                self.output.append(line.rstrip("\n"))
                match = re.search(r"Serving .* at (http://127\.0\.0\.1:\d+/?)", line)
                if match and not found.is_set():
                    self.base_url = match.group(1).rstrip("/") + "/"
                    found.set()
            found.set()

        threading.Thread(target=read, daemon=True).start()
        if not found.wait(timeout) or self.base_url is None:
            self.stop()
            raise BuildFailed("napkin-docs serve did not start:\n" + "\n".join(self.output[-40:]))
        self._wait_until_answering()

    def _wait_until_answering(self):
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(self.base_url + "index.html", timeout=5) as response:
                    response.read()
                return
            except (urllib.error.URLError, ConnectionError):
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)

    def url(self, path):
        """The address of the site's file at `path` (relative to the site's root)."""
        return self.base_url + path

    def stop(self):
        """Ends the server (SIGTERM to its process group, SIGKILL if it lingers)."""
        if self.process.poll() is not None:
            return
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        except ProcessLookupError:
            pass


def http_get(url):
    """(status, body) of a plain GET, without a browser."""
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8", "replace")


def site_pages(output):
    """Every HTML file of the built site, as paths relative to its root, in a stable order."""
    root = Path(output)
    return sorted(str(path.relative_to(root)) for path in root.rglob("*.html"))
