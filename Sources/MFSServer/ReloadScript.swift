import Foundation

/// The script served pages carry so they reload after a build and show a failed
/// build's diagnostics over the page. It is added to responses only, never to
/// the built files.
enum ReloadScript {
    /// Where pages listen for build events (a hidden name: no site file can take it).
    static let eventsPath = "/.mfs/events"

    /// `page` with the script inserted before its last `</body>` (appended when there is none).
    static func inject(into page: Data, generation: BuildStamp) -> Data {
        let html = String(decoding: page, as: UTF8.self)
        let script = script(generation: generation)
        guard let end = html.range(of: "</body>", options: [.backwards, .caseInsensitive]) else {
            return Data((html + script).utf8)
        }
        return Data((html[..<end.lowerBound] + script + html[end.lowerBound...]).utf8)
    }

    /// How long (ms) a page waits before it listens again when the server refused its event stream
    /// (a 503, whose `Retry-After` says as much).
    static let retryDelay = 5000

    static func script(generation: BuildStamp) -> String {
        """
        <script data-mfs-reload>
        (() => {
          const generation = "\(generation)";
          const listen = () => {
            const events = new EventSource("\(eventsPath)");
            events.addEventListener("reload", (event) => {
              if (event.data !== generation) location.reload();
            });
            events.addEventListener("failure", (event) => {
              let overlay = document.getElementById("mfs-build-failure");
              if (!overlay) {
                overlay = document.createElement("pre");
                overlay.id = "mfs-build-failure";
                overlay.title = "Click to hide";
                overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;margin:0;padding:2em;overflow:auto;"
                  + "background:rgb(24 24 24 / 0.95);color:rgb(255 128 128);font:14px/1.5 ui-monospace,monospace;"
                  + "white-space:pre-wrap;cursor:pointer";
                overlay.onclick = () => overlay.remove();
                document.body.append(overlay);
              }
              overlay.textContent = "The site did not build; this page shows the last good build.\\n\\n" + event.data;
            });
            // The browser reconnects a stream that broke, but not one the server refused: listen again later.
            events.addEventListener("error", () => {
              if (events.readyState === EventSource.CLOSED) setTimeout(listen, \(retryDelay));
            });
          };
          listen();
        })();
        </script>

        """
    }
}
