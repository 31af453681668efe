#!/usr/bin/env python3
"""The development server's rows of `make bench` (issue 33), each printed as one JSON object.

reload SERVER        save -> open page reloaded: a copy of the repository's files (pages include sources) served by SERVER (an mfs-server
                     executable); a client listens on the page's event stream as an open page does; each
                     edit writes a page with a unique text in place (open, write, close, as an editor
                     saves); the figure is the time from the start of the write to the `reload` event.
fresh-serve          fresh clone -> first page served by `make serve`: HEAD cloned into a temporary
                     folder (no .build), `make serve` on a free port, timed until `/ru/` answers 200.
fresh-test           fresh clone `make test`: HEAD cloned into a temporary folder, `make test` timed.

Progress goes to standard error; a failed step exits 1 with its output.
"""
import argparse
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

EVENTS_PATH = "/.mfs/events"  # ReloadScript.eventsPath
EDITED_PAGE = "ru/index.md"


def log(message):
    print(message, file=sys.stderr, flush=True)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def scratch_folder(prefix):
    parent = "/dev/shm" if os.access("/dev/shm", os.W_OK) else None
    return tempfile.mkdtemp(prefix=prefix, dir=parent)


class EventStream:
    """The server-sent events of EVENTS_PATH, read as a page's EventSource would (chunked body)."""

    def __init__(self, port):
        self.socket = socket.create_connection(("127.0.0.1", port))
        self.socket.sendall(f"GET {EVENTS_PATH} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
        self.received = b""
        self.text = ""
        self.head_read = False

    def next(self):
        """The next event as (name, data); waits for it."""
        while True:
            if "\n\n" in self.text:
                block, self.text = self.text.split("\n\n", 1)
                lines = block.split("\n")
                data = [line[6:] for line in lines if line.startswith("data: ")]
                names = [line[7:] for line in lines if line.startswith("event: ")]
                if data:
                    return (names[0] if names else "message", "\n".join(data))
                continue
            chunk = self.socket.recv(65536)
            if not chunk:
                raise RuntimeError("the server closed the event stream")
            self.received += chunk
            self.take_chunks()

    def take_chunks(self):
        if not self.head_read:
            end = self.received.find(b"\r\n\r\n")
            if end < 0:
                return
            status = self.received.split(b"\r\n", 1)[0]
            if b" 200 " not in status + b" ":
                raise RuntimeError(f"the event stream answered {status.decode()}")
            self.received = self.received[end + 4:]
            self.head_read = True
        while True:
            line_end = self.received.find(b"\r\n")
            if line_end < 0:
                return
            size = int(self.received[:line_end], 16)
            if len(self.received) < line_end + 2 + size + 2:
                return
            self.text += self.received[line_end + 2:line_end + 2 + size].decode()
            self.received = self.received[line_end + 2 + size + 2:]


def wait_for_line(process, prefix):
    """Reads the server's output until a line starting with `prefix`; fails if it exits first."""
    output = []
    for line in process.stdout:
        output.append(line)
        if line.startswith(prefix):
            return
    raise RuntimeError("the server exited before serving:\n" + "".join(output))


def reload_bench(server, edits):
    folder = scratch_folder("mfs-bench-reload-")
    try:
        # Pages include source files by paths from the repository's root: a copy of every tracked file.
        tracked = subprocess.run(["git", "ls-files", "-z"], check=True, capture_output=True, text=True).stdout.split("\0")
        for path in filter(None, tracked):
            os.makedirs(os.path.join(folder, os.path.dirname(path)), exist_ok=True)
            shutil.copy2(path, os.path.join(folder, path))
        port = free_port()
        process = subprocess.Popen([server, f"--port={port}", "--content=Content", "--output=Public"], cwd=folder,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            wait_for_line(process, "serving")
            stream = EventStream(port)
            name, generation = stream.next()
            assert name == "reload", name
            page = os.path.join(folder, "Content", EDITED_PAGE)
            with open(page, encoding="utf-8") as original:
                text = original.read()
            figures, builds = [], []
            for edit in range(edits):
                marker = f"Reload benchmark edit {edit} {time.time_ns()}."
                start = time.perf_counter()
                with open(page, "w", encoding="utf-8") as saved:
                    saved.write(text + "\n" + marker + "\n")
                name, data = stream.next()
                elapsed = time.perf_counter() - start
                if name != "reload" or data == generation:
                    raise RuntimeError(f"edit {edit}: expected a new reload event, got {name}: {data}")
                generation = data
                served = urllib.request.urlopen(f"http://127.0.0.1:{port}/{os.path.dirname(EDITED_PAGE)}/").read().decode()
                if marker not in served:
                    raise RuntimeError(f"edit {edit}: the reloaded page does not have the edit")
                # The server reports each build ("built N pages with M screens in T ms") before pages hear of it.
                built = process.stdout.readline()
                if not built.startswith("built "):
                    raise RuntimeError(f"edit {edit}: the server said {built!r}")
                figures.append(elapsed * 1000)
                builds.append(int(built.rsplit(" in ", 1)[1].split()[0]))
                log(f"edit {edit}: {elapsed * 1000:.1f} ms, the build {builds[-1]} ms of it")
                time.sleep(0.3)
            return {"save_to_reload_median_ms": statistics.median(figures), "save_to_reload_min_ms": min(figures),
                    "save_to_reload_max_ms": max(figures), "rebuild_median_ms": statistics.median(builds), "edits": edits}
        finally:
            process.send_signal(signal.SIGINT)
            process.wait()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def clone_head(repository, folder):
    head = subprocess.run(["git", "-C", repository, "rev-parse", "HEAD"], check=True, capture_output=True, text=True).stdout.strip()
    subprocess.run(["git", "clone", "--quiet", "--no-checkout", repository, folder], check=True)
    subprocess.run(["git", "-C", folder, "checkout", "--quiet", "--detach", head], check=True)
    log(f"cloned {head[:12]} into {folder}")


def fresh_serve(repository, timeout):
    folder = tempfile.mkdtemp(prefix="mfs-bench-fresh-serve-")
    try:
        clone = os.path.join(folder, "mfs")
        port = free_port()
        start = time.monotonic()
        clone_head(repository, clone)
        output = open(os.path.join(folder, "make.log"), "w+")
        make = subprocess.Popen(["make", "serve", f"SERVE_PORT={port}"], cwd=clone, stdout=output, stderr=subprocess.STDOUT,
                                start_new_session=True)
        try:
            while True:
                if make.poll() is not None:
                    output.seek(0)
                    raise RuntimeError("make serve exited:\n" + output.read())
                if time.monotonic() - start > timeout:
                    raise RuntimeError(f"no page served in {timeout} s")
                try:
                    if urllib.request.urlopen(f"http://127.0.0.1:{port}/ru/", timeout=5).status == 200:
                        break
                except (urllib.error.URLError, ConnectionError):
                    pass
                time.sleep(0.2)
            seconds = time.monotonic() - start
            log(f"first page served {seconds:.1f} s after the clone began")
            return {"fresh_clone_to_served_page_s": seconds}
        finally:
            os.killpg(make.pid, signal.SIGINT)
            make.wait()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def fresh_test(repository):
    folder = tempfile.mkdtemp(prefix="mfs-bench-fresh-test-")
    try:
        clone = os.path.join(folder, "mfs")
        start = time.monotonic()
        clone_head(repository, clone)
        run = subprocess.run(["make", "test"], cwd=clone, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        seconds = time.monotonic() - start
        if run.returncode != 0:
            raise RuntimeError(f"make test failed after {seconds:.0f} s:\n" + run.stdout[-20000:])
        log(f"fresh clone make test: {seconds:.0f} s")
        return {"fresh_clone_make_test_s": seconds}
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    rows = parser.add_subparsers(dest="row", required=True)
    reload = rows.add_parser("reload")
    reload.add_argument("server")
    reload.add_argument("--edits", type=int, default=11)
    serve = rows.add_parser("fresh-serve")
    serve.add_argument("--timeout", type=float, default=1800)
    rows.add_parser("fresh-test")
    arguments = parser.parse_args()
    repository = os.getcwd()
    try:
        if arguments.row == "reload":
            result = reload_bench(os.path.abspath(arguments.server), arguments.edits)
        elif arguments.row == "fresh-serve":
            result = fresh_serve(repository, arguments.timeout)
        else:
            result = fresh_test(repository)
    except (RuntimeError, subprocess.CalledProcessError) as error:
        print(f"serve_bench.py {arguments.row}: error: {error}", file=sys.stderr)
        sys.exit(1)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
