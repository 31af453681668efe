// The frame inspector by keyboard (optional: the screens need no script).
// A screen figure (or a rotation demo's stage) is one Tab stop; inside it the
// arrow keys move focus from view to view in document order, Home and End go
// to the first and last view, Escape back to the figure. A focused view shows
// its name, frame and cache kind as a hovered one does (style.css).
document.addEventListener('keydown', (event) => {
  const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End', 'Escape'];
  const screen = event.target instanceof Element ? event.target.closest('.mfs-screen, .mfs-rotation-stage') : null;
  if (!screen || !keys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  // Views the browser draws: a hidden view (or one in a hidden cell) has no box.
  const views = [...screen.querySelectorAll('.mfs-view')].filter((view) => view.getClientRects().length > 0);
  const current = views.indexOf(event.target);
  const last = views.length - 1;
  const next = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1,
                 Home: 0, End: last, Escape: -1 }[event.key];
  const target = event.key === 'Escape' ? screen : views[Math.min(Math.max(next, 0), last)];
  if (!target) return;
  event.preventDefault();
  if (target !== screen) target.tabIndex = -1;
  target.focus();
});
