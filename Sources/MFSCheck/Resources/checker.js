// The site checker's in-page half, loaded by the first script element of a
// COPY of each page. It records script errors, console errors and failed loads from
// the start, and once the page and its fonts are loaded checks what a
// comparison with the engine cannot see (views inside their canvas, no text
// overflow) and measures what the browser draws of each screen figure (and of
// each rotation demo, in both states) for the Swift half to compare with the
// engine's snapshot (DESIGN.md, "HTML of a screen"). The
// result is written base64-encoded into <html data-mfs-check="...">, which the
// Swift half reads back from Chromium's --dump-dom output.
//
// With "#mfs-shot=N" in the URL the page instead shows only its N-th screen
// figure at the window's top left, for screenshots.
(() => {
  const EPSILON = 0.02;
  const problems = [];
  const note = (where, message) => problems.push(Object.assign({ message }, where));

  window.addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && target.nodeType === 1) {
      note({}, `failed to load ${target.currentSrc || target.src || target.href || target.tagName.toLowerCase()}`);
    } else {
      note({}, `script error: ${event.message} (${event.filename}:${event.lineno})`);
    }
  }, true);
  window.addEventListener('unhandledrejection', (event) => note({}, `unhandled promise rejection: ${event.reason}`));
  const consoleError = console.error.bind(console);
  console.error = (...args) => { note({}, `console error: ${args.map(String).join(' ')}`); consoleError(...args); };

  const screens = () => [...document.querySelectorAll('.mfs-screen')].filter((figure) => !figure.closest('.mfs-rotation'));
  const px = (value) => (/^-?[0-9.]+(e-?[0-9]+)?px$/.test(value) ? parseFloat(value) : NaN);
  const round = (value) => Math.round(value * 1000) / 1000;

  // The URLs the page asks for: elements' src/href and url(...) in style sheets;
  // a file:// page cannot read its linked sheets' rules, so those are listed
  // as 'stylesheet' for the Swift half to read.
  function resources() {
    const found = [];
    const selector = 'link[href], script[src], img[src], source[src], video[src], audio[src], iframe[src], embed[src], object[data], a[href]';
    for (const element of document.querySelectorAll(selector)) {
      if (element.hasAttribute('data-mfs-check-script')) continue;
      const raw = element.getAttribute('src') ?? element.getAttribute('href') ?? element.getAttribute('data');
      // A canonical link names the page's published address: a link, not a load.
      const kind = element.tagName === 'A' || element.matches('link[rel~="canonical"]') ? 'link' : 'load';
      found.push({ kind, url: new URL(raw, document.baseURI).href, from: element.tagName.toLowerCase() });
    }
    const visit = (rules, base) => {
      for (const rule of rules) {
        if (rule.cssRules) visit(rule.cssRules, base);
        if (!rule.style) continue;
        for (let index = 0; index < rule.style.length; index++) {
          const value = rule.style.getPropertyValue(rule.style[index]);
          for (const match of value.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/g)) {
            const raw = match[1] ?? match[2] ?? match[3];
            if (!raw.startsWith('data:')) found.push({ kind: 'load', url: new URL(raw, base).href, from: 'css' });
          }
        }
      }
    };
    for (const sheet of document.styleSheets) {
      let rules = null;
      try { rules = sheet.cssRules; } catch { found.push({ kind: 'stylesheet', url: sheet.href, from: 'css' }); }
      if (rules) visit(rules, sheet.href || document.baseURI);
    }
    return found;
  }

  // Every web font the page declares must load; every family a text view uses must be one.
  function checkFonts() {
    const faces = [...document.fonts];
    for (const face of faces) {
      if (face.status === 'error') note({}, `font ${face.family} ${face.weight} ${face.style} failed to load`);
    }
    const unquote = (family) => family.replace(/^["']|["']$/g, '');
    const used = new Set();
    for (const text of document.querySelectorAll('.mfs-text')) {
      const style = getComputedStyle(text);
      used.add(`${style.fontWeight}|${style.fontSize}|${unquote(style.fontFamily.split(',')[0].trim())}`);
    }
    for (const key of used) {
      const [weight, size, family] = key.split('|');
      const declared = faces.filter((face) => unquote(face.family) === family);
      if (declared.length === 0) {
        note({}, `font family ${family} has no @font-face: text would be drawn with a system font`);
      } else if (!declared.some((face) => face.status === 'loaded') || !document.fonts.check(`${weight} ${size} "${family}"`)) {
        note({}, `font ${family} ${weight} did not load`);
      }
    }
    return faces.map((face) => `${unquote(face.family)} ${face.weight} ${face.style}: ${face.status}`);
  }

  // How much larger than its CSS size the browser draws `canvas` (a CSS scale
  // of it or of an ancestor), across and down; 1 when it cannot tell.
  function scaleOf(canvas) {
    const rect = canvas.getBoundingClientRect(), style = getComputedStyle(canvas);
    return { x: rect.width / px(style.width) || 1, y: rect.height / px(style.height) || 1 };
  }

  // `rect` and the container's box in the screen's coordinates (`scale` divided out).
  function checkInside(rect, container, scale, where, name) {
    const outer = container.getBoundingClientRect();
    if (rect.left < outer.left - EPSILON || rect.top < outer.top - EPSILON
        || rect.right > outer.right + EPSILON || rect.bottom > outer.bottom + EPSILON) {
      const x = (value) => round(value / scale.x), y = (value) => round(value / scale.y);
      note(where, `box (${x(rect.left - outer.left)}, ${y(rect.top - outer.top)}, ${x(rect.width)}, ${y(rect.height)}) `
        + `is not inside its ${name} (${x(outer.width)} x ${y(outer.height)})`);
    }
  }

  // Lines the browser shows: the text's line boxes grouped by their top; with a
  // line clamp (the label's numberOfLines), only those that start inside the box,
  // since the clamp lays the hidden lines out below it, and at most the clamp's
  // number, since it does not paint the lines after it.
  function lineCount(element) {
    const clamp = parseInt(getComputedStyle(element).webkitLineClamp, 10);
    const clamped = !Number.isNaN(clamp);
    const bottom = clamped ? element.getBoundingClientRect().bottom - EPSILON : Infinity;
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => rect.top).filter((top) => top < bottom).sort((a, b) => a - b);
    let lines = 0;
    let last = -Infinity;
    for (const top of tops) {
      if (top - last > 1) { lines += 1; last = top; }
    }
    return clamped ? Math.min(lines, clamp) : lines;
  }

  function checkOverflow(element, where) {
    // A line clamp hides the lines after it on purpose.
    const clamped = getComputedStyle(element).webkitLineClamp !== 'none';
    if (!clamped && element.scrollHeight > element.clientHeight) {
      note(where, `text overflows vertically: scrollHeight ${element.scrollHeight} > clientHeight ${element.clientHeight}`);
    }
    if (element.scrollWidth > element.clientWidth) {
      note(where, `text overflows horizontally: scrollWidth ${element.scrollWidth} > clientWidth ${element.clientWidth}`);
    }
  }

  // A cell of a table drawn as its window (scrolled: the rows above and below
  // cut by the canvas's edges) may reach outside its canvas only where the canvas
  // clips it, and must show some of itself; anywhere else it lies inside.
  function checkCell(cell, canvas, scale, where) {
    const style = getComputedStyle(canvas);
    const clips = style.overflowX !== 'visible' && style.overflowY !== 'visible';
    const rect = cell.getBoundingClientRect(), outer = canvas.getBoundingClientRect();
    if (!clips) { checkInside(rect, canvas, scale, where, 'canvas'); return; }
    if (rect.bottom <= outer.top + EPSILON || rect.top >= outer.bottom - EPSILON
        || rect.right <= outer.left + EPSILON || rect.left >= outer.right - EPSILON) {
      note(where, 'lies wholly outside its canvas, which clips it away');
    }
  }

  // What the engine comparison cannot see: every view drawn lies inside its
  // canvas or cell, every cell inside its canvas or cut by its clipping edge,
  // and no text overflows its box.
  function checkScreen(figure) {
    const size = figure.dataset.size;
    const screen = figure.dataset.screen;
    const canvas = figure.querySelector('.mfs-canvas');
    if (!canvas) { note({ screen, size }, 'has no .mfs-canvas'); return; }
    const scale = scaleOf(canvas);
    for (const cell of canvas.querySelectorAll('.mfs-cell')) {
      if (!cell.checkVisibility({ visibilityProperty: true })) continue;
      checkCell(cell, canvas, scale, { screen, size, view: `${cell.dataset.cell}[${cell.dataset.row}]` });
    }
    for (const view of canvas.querySelectorAll('.mfs-view')) {
      if (!view.checkVisibility({ visibilityProperty: true })) continue;
      const cell = view.closest('.mfs-cell');
      const where = { screen, size, view: cell ? `${cell.dataset.cell}[${cell.dataset.row}].${view.dataset.name}` : view.dataset.name };
      checkInside(view.getBoundingClientRect(), cell ?? canvas, scale, where, cell ? 'cell' : 'canvas');
      if (view.classList.contains('mfs-text')) checkOverflow(view, where);
    }
  }

  // What the browser draws of `canvas`, the screen that `holder`'s data attributes
  // name at `size` (WIDTHxHEIGHT, the size asked for), in the screen's own
  // coordinates: the canvas's CSS size, and for every view whether it is hidden
  // (no box: its or an ancestor's display is none, or its visibility is not
  // visible), whether it is a Tab stop, its box relative to the canvas with any
  // CSS scale divided out, and the lines a text shows.
  // `second`: the holder is drawn in its second state (a rotation demo's landscape,
  // a two-state figure's expanded text), whose text views may say `data-lines-on`;
  // `state` overrides the holder's `data-state`.
  function drawn(holder, canvas, size, rotation, second = false, state = undefined) {
    const data = holder.dataset;
    const origin = canvas.getBoundingClientRect();
    const canvasStyle = getComputedStyle(canvas);
    const width = px(canvasStyle.width), height = px(canvasStyle.height);
    const scale = scaleOf(canvas);
    const views = [];
    for (const view of canvas.querySelectorAll('.mfs-view')) {
      const cell = view.closest('.mfs-cell');
      const style = getComputedStyle(view);
      const hidden = !view.checkVisibility({ visibilityProperty: true });
      const entry = { name: view.dataset.name ?? '', cache: view.dataset.cache ?? '', hidden, display: style.display,
                      visibility: style.visibility, tabStop: view.tabIndex >= 0,
                      text: view.classList.contains('mfs-text') ? view.textContent : null };
      if (entry.text !== null) entry.dataLines = parseInt((second && view.dataset.linesOn) || view.dataset.lines, 10);
      if (cell) Object.assign(entry, { cell: cell.dataset.cell ?? '', row: parseInt(cell.dataset.row, 10) });
      if (!hidden) {
        const rect = view.getBoundingClientRect();
        Object.assign(entry, { x: (rect.left - origin.left) / scale.x - canvas.clientLeft,
                               y: (rect.top - origin.top) / scale.y - canvas.clientTop,
                               width: rect.width / scale.x, height: rect.height / scale.y });
        if (entry.text !== null) entry.lines = lineCount(view);
      }
      views.push(entry);
    }
    return { screen: data.screen ?? '', size, language: data.language ?? null,
             state: state === undefined ? data.state ?? null : state,
             model: data.model ?? null, rotation, shown: canvas.checkVisibility({ visibilityProperty: true }),
             width, height, views };
  }

  // A rotation demo measured in both states: as the page loads (portrait), then
  // with its checkbox on and the 0.3 s transitions run to their end (landscape);
  // the checkbox is put back.
  function drawnRotation(demo) {
    const canvas = demo.querySelector('.mfs-canvas');
    const toggle = demo.querySelector('.mfs-rotation-toggle');
    const sizes = (demo.dataset.sizes ?? '').split(' ');
    if (!canvas || !toggle || sizes.length !== 2) {
      note({ screen: demo.dataset.screen }, 'rotation demo needs a canvas, a checkbox and data-sizes="PORTRAIT LANDSCAPE"');
      return [];
    }
    const states = [drawn(demo, canvas, sizes[0], true)];
    toggle.checked = true;
    finish(canvas);
    states.push(drawn(demo, canvas, sizes[1], true, true));
    toggle.checked = false;
    finish(canvas);
    return states;
  }

  // Styles recomputed after a checkbox changed, and every transition run to its end.
  function finish(canvas) {
    getComputedStyle(canvas).width;
    for (const animation of document.getAnimations()) animation.finish();
  }

  // The two-state figures (data-states="FIRST SECOND", a "read more" toggle) in
  // their second state: each embed's checkbox on, transitions run to their end,
  // every such figure measured, the checkbox put back. Their first state is
  // measured with the other figures, as the page loads.
  function drawnSecondStates(figures) {
    const result = [];
    const embeds = new Set(figures.filter((figure) => figure.dataset.states).map((figure) => figure.closest('.mfs-embed')));
    for (const embed of embeds) {
      const toggle = embed?.querySelector(':scope > .mfs-toggle');
      const members = figures.filter((figure) => figure.dataset.states && figure.closest('.mfs-embed') === embed);
      if (!toggle) {
        for (const figure of members) note({ screen: figure.dataset.screen, size: figure.dataset.size }, 'two-state figure needs its embed\'s .mfs-toggle checkbox');
        continue;
      }
      toggle.checked = true;
      for (const figure of members) {
        const canvas = figure.querySelector('.mfs-canvas');
        finish(canvas);
        result.push(drawn(figure, canvas, figure.dataset.size ?? '', false, true, figure.dataset.states.split(' ')[1] ?? null));
      }
      toggle.checked = false;
      finish(members[0].querySelector('.mfs-canvas'));
    }
    return result;
  }

  function report() {
    const result = { problems, resources: [], fonts: [], sizes: [], drawn: [] };
    try {
      result.fonts = checkFonts();
      const figures = screens();
      for (const figure of figures) checkScreen(figure);
      result.drawn = figures.filter((figure) => figure.querySelector('.mfs-canvas'))
        .map((figure) => drawn(figure, figure.querySelector('.mfs-canvas'), figure.dataset.size ?? '', false, false,
                               figure.dataset.states ? figure.dataset.states.split(' ')[0] : undefined))
        .concat(drawnSecondStates(figures.filter((figure) => figure.querySelector('.mfs-canvas'))))
        .concat([...document.querySelectorAll('.mfs-rotation')].flatMap(drawnRotation));
      result.sizes = figures.map((figure) => ({ screen: figure.dataset.screen,
                                                width: parseFloat(figure.dataset.width),
                                                height: parseFloat(figure.dataset.height) }));
      result.resources = resources();
    } catch (error) {
      note({}, `the checker failed on this page: ${error}`);
    }
    const bytes = new TextEncoder().encode(JSON.stringify(result));
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    document.documentElement.setAttribute('data-mfs-check', btoa(binary));
  }

  function isolate(index) {
    const figure = screens()[index];
    if (!figure) return;
    figure.querySelector('figcaption')?.remove();
    figure.style.margin = '0';
    document.body.replaceChildren(figure);
    document.body.style.margin = '0';
  }

  const shot = /#mfs-shot=([0-9]+)$/.exec(location.hash);
  if (shot) {
    document.addEventListener('DOMContentLoaded', () => isolate(parseInt(shot[1], 10)));
  } else {
    window.addEventListener('load', () => {
      document.fonts.ready.then(report, (error) => { note({}, `fonts failed: ${error}`); report(); });
    });
  }
})();
