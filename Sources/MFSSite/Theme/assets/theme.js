// The dark/light switch (.theme-switch, a toggle pressed while the page is dark).
// The page follows the system's prefers-color-scheme until the reader presses
// it; their choice is then kept in localStorage ("mfs-theme") and put on
// <html data-theme> before the page is drawn, by the inline script of the
// theme's theme-head template. Without scripts the switch stays hidden.
(() => {
  const root = document.documentElement;
  const system = matchMedia("(prefers-color-scheme: dark)");
  const isDark = () => (root.dataset.theme ? root.dataset.theme === "dark" : system.matches);
  const switches = document.querySelectorAll(".theme-switch");
  const show = () => {
    for (const button of switches) button.setAttribute("aria-pressed", String(isDark()));
  };
  for (const button of switches) {
    button.hidden = false;
    button.addEventListener("click", () => {
      root.dataset.theme = isDark() ? "light" : "dark";
      try {
        localStorage.setItem("mfs-theme", root.dataset.theme);
      } catch {
        // Storage refused (a private window's quota): the choice holds for this page.
      }
      show();
    });
  }
  system.addEventListener("change", show);
  show();
})();
