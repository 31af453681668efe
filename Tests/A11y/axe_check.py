#!/usr/bin/env python3
"""Runs axe-core over every page of a built site in headless Chromium, in light
and dark mode, and fails on any serious or critical violation.

    axe_check.py SITE_DIR AXE_MIN_JS

The site is served from 127.0.0.1 on a free port (so that root-relative links,
as the 404 page has, resolve); each HTML response gets axe.min.js and a small
runner appended, which writes the results into <html data-axe="...">; Chromium's
--dump-dom returns them. Dark mode is Chromium's --force-dark-mode, which makes
prefers-color-scheme: dark match. Prints every violation (rule, impact, the
first targets) and a summary line; exit 1 on any serious or critical one."""
import base64
import concurrent.futures
import functools
import http.server
import json
import pathlib
import re
import subprocess
import sys
import threading

FAILING = {"serious", "critical"}
RUNNER = b"""<script src="/.axe/axe.min.js"></script>
<script>
addEventListener('load', () => document.fonts.ready.then(() => axe.run(document, { resultTypes: ['violations'] })).then(
  (results) => results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                                                targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')), count: v.nodes.length })),
  (error) => [{ id: 'axe-failed', impact: 'critical', help: String(error), targets: [], count: 1 }]
).then((found) => document.documentElement.setAttribute('data-axe', btoa(unescape(encodeURIComponent(JSON.stringify(found)))))));
</script>
"""


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the site, with axe appended to HTML and axe.min.js at /.axe/axe.min.js."""
    axe = b""

    def do_GET(self):
        path = self.path.split("?")[0]
        if path == "/.axe/axe.min.js":
            return self.send_bytes(self.axe, "text/javascript")
        file = pathlib.Path(self.translate_path(path))
        if file.is_dir():
            file = file / "index.html"
        if file.suffix == ".html" and file.is_file():
            html = file.read_bytes().replace(b"</body>", RUNNER + b"</body>", 1)
            return self.send_bytes(html, "text/html; charset=utf-8")
        return super().do_GET()

    def send_bytes(self, body, kind):
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def check(url, dark):
    flags = ["--force-dark-mode"] if dark else []
    run = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", *flags,
                          "--virtual-time-budget=20000", "--dump-dom", url],
                         capture_output=True, text=True, timeout=180)
    found = re.search(r'data-axe="([^"]*)"', run.stdout)
    if not found:
        return [{"id": "no-result", "impact": "critical", "help": "axe wrote no result", "targets": [], "count": 1}]
    return json.loads(base64.b64decode(found.group(1)).decode("utf-8"))


def main():
    site, axe = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2])
    Handler.axe = axe.read_bytes()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    pages = sorted(str(path.relative_to(site)) for path in site.rglob("*.html"))
    runs = [(page, dark) for page in pages for dark in (False, True)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda run: check(base + run[0], run[1]), runs))
    server.shutdown()
    failures = 0
    for (page, dark), violations in zip(runs, results):
        for violation in violations:
            failing = violation["impact"] in FAILING
            failures += failing
            print(f"{page} ({'dark' if dark else 'light'}): {'error' if failing else 'note'}: {violation['id']} "
                  f"({violation['impact']}, {violation['count']} elements): {violation['help']}: "
                  + ", ".join(violation["targets"]))
    print(f"axe-core: {len(pages)} pages in light and dark mode, {failures} serious or critical violations")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
