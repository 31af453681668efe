// The site's search, on every page, without a framework and without fetch()
// (pages opened from file:// cannot fetch; scripts they can load):
// - the search dialog: "/" or Ctrl-K (Cmd-K), or typing into the header's
//   search box, opens it; results show as you type; the arrow keys choose,
//   Enter opens, Escape closes. The first time it opens it loads, as plain
//   scripts, the language's Snowball stemmer (assets/snowball/, which the
//   build copies from Debian's sphinx-common: StemmerScripts.swift), the engine
//   (assets/search-engine.js) and the index (<lang>/search-index.js).
// - the results page, <lang>/search/?q=QUERY (the header's form without
//   script; deep links): every match as an a.search-result link, twenty at a
//   time behind a "show more" button;
// - on a page opened from a result (?hl=WORDS#SECTION), the words the
//   section matched by are marked (mark.search-hit) in that section.
(function () {
  "use strict";
  var wordPattern = /[\p{L}\p{M}\p{N}]+/gu;
  // What SearchText.swift does to a word: lowercase, NFD, combining acute,
  // grave and diaeresis removed, NFC, "э" as "е".
  function fold(text) {
    return text.toLowerCase().normalize("NFD").replace(/[\u0300\u0301\u0308]/g, "").normalize("NFC").replace(/э/g, "е");
  }

  var script = document.currentScript;
  // Snowball's algorithm of the page's language (its strings file's
  // language.stemmer), which the build writes on this script's element.
  var stemmer = script.getAttribute("data-stemmer");
  var snippetLength = 160;

  // The engine of the page's language, once its scripts (those the page does
  // not have yet) are loaded from indexURL and the assets, to callback.
  var engine = null, waiting = [];
  function withEngine(indexURL, callback) {
    if (engine) { callback(engine); return; }
    waiting.push(callback);
    if (waiting.length > 1) return;
    var name = stemmer.charAt(0).toUpperCase() + stemmer.slice(1) + "Stemmer";
    var sources = [];
    if (!window.BaseStemmer) sources.push(new URL("snowball/base-stemmer.js", script.src).href);
    if (!window[name]) sources.push(new URL("snowball/" + stemmer + "-stemmer.js", script.src).href);
    if (!window.MFSSearchEngine) sources.push(new URL("search-engine.js", script.src).href);
    if (!window.MFS_SEARCH_INDEX) sources.push(indexURL);
    var ready = function () {
      engine = new window.MFSSearchEngine(window.MFS_SEARCH_INDEX, new window[name]());
      waiting.forEach(function (call) { call(engine); });
      waiting = [];
    };
    if (!sources.length) { ready(); return; }
    sources.forEach(function (source, position) {
      var element = document.createElement("script");
      element.src = source;
      element.async = false;
      if (position === sources.length - 1) element.onload = ready;
      document.head.appendChild(element);
    });
  }

  // What the engine and its tests share with this script.
  window.MFSSearch = { fold: fold, wordPattern: wordPattern, withEngine: withEngine };

  // text with the ranges `marks` ([[start, end]], in order) in <mark>, appended to parent.
  function appendMarked(parent, text, marks) {
    var at = 0;
    marks.forEach(function (range) {
      parent.appendChild(document.createTextNode(text.slice(at, range[0])));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(range[0], range[1]);
      parent.appendChild(mark);
      at = range[1];
    });
    parent.appendChild(document.createTextNode(text.slice(at)));
  }

  // A result's title ("Page — Heading", matched words marked) and snippet, appended to title and snippet.
  function describe(engine, result, title, snippet) {
    var section = result.section, page = engine.pages[section.page];
    if (section.heading === null) {
      appendMarked(title, page.title, engine.marks(page.title, result));
    } else {
      title.appendChild(document.createTextNode(page.title + " — "));
      appendMarked(title, section.heading, engine.marks(section.heading, result));
    }
    var cut = engine.snippet(result, snippetLength);
    if (!cut.text) return false;
    appendMarked(snippet, (cut.before ? "…" : "") + cut.text + (cut.after ? "…" : ""),
      cut.marks.map(function (range) { return cut.before ? [range[0] + 1, range[1] + 1] : range; }));
    return true;
  }

  // The address of result's section, relative to base (the language's folder), with its words to mark.
  function address(engine, result, base) {
    var section = result.section, words = engine.words(result);
    return base + engine.pages[section.page].folder + (words.length ? "?hl=" + encodeURIComponent(words.join(" ")) : "")
      + (section.anchor ? "#" + section.anchor : "");
  }

  // The results page.
  function resultsPage(input, status, list) {
    var more = document.getElementById("search-more"), step = 20;
    var query = new URLSearchParams(window.location.search).get("q") || "";
    input.value = query;
    // Here "/" and Ctrl-K go to the page's own search field.
    document.addEventListener("keydown", function (event) {
      if (event.target === input) return;
      if (((event.key === "k" || event.key === "K") && (event.ctrlKey || event.metaKey)) || event.key === "/") {
        event.preventDefault();
        input.focus();
      }
    });
    if (!query.trim()) { status.textContent = status.dataset.prompt; return; }
    withEngine("../search-index.js", function (engine) {
      var found = engine.search(query), shown = 0;
      status.textContent = found.length ? status.dataset.found.replace("{n}", found.length) : status.dataset.none;
      var showMore = function () {
        found.slice(shown, shown + step).forEach(function (result) {
          var item = document.createElement("li");
          var link = document.createElement("a");
          link.className = "search-result";
          link.href = address(engine, result, "../");
          var snippet = document.createElement("p");
          describe(engine, result, link, snippet);
          item.appendChild(link);
          if (snippet.firstChild) item.appendChild(snippet);
          list.appendChild(item);
        });
        shown = Math.min(found.length, shown + step);
        more.hidden = shown >= found.length;
        if (shown < found.length) more.textContent = more.dataset.more.replace("{n}", found.length - shown);
      };
      more.addEventListener("click", function () {
        var first = shown;
        showMore();
        var link = list.children[first] && list.children[first].querySelector("a");
        if (link) link.focus();
      });
      showMore();
    });
  }

  // The dialog of the page whose header has the search form `form`: a native
  // <dialog> opened with showModal(), whose role and modal state (the page
  // behind inert) browsers expose themselves; the HTML checker refuses both
  // role="dialog" and aria-modal on it.
  function searchDialog(form) {
    var data = form.dataset, dialog = null, input, status, list, opener = null, results = [], active = -1;
    var limit = 8;
    var indexURL = new URL("../search-index.js", form.action).href;
    var base = new URL("../", form.action).href;

    function build() {
      dialog = document.createElement("dialog");
      dialog.className = "search-dialog";
      dialog.setAttribute("aria-label", data.label);
      var bar = document.createElement("div");
      bar.className = "search-dialog-bar";
      input = document.createElement("input");
      // A text field: the HTML checker allows role=combobox on it, not on type=search.
      input.type = "text";
      input.id = "search-dialog-query";
      input.placeholder = data.placeholder;
      input.autocomplete = "off";
      input.spellcheck = false;
      input.setAttribute("role", "combobox");
      input.setAttribute("aria-label", data.label);
      input.setAttribute("aria-autocomplete", "list");
      input.setAttribute("aria-controls", "search-dialog-results");
      input.setAttribute("aria-expanded", "false");
      var close = document.createElement("button");
      close.type = "button";
      close.className = "search-dialog-close";
      close.textContent = data.close;
      close.addEventListener("click", function () { dialog.close(); });
      bar.appendChild(input);
      bar.appendChild(close);
      status = document.createElement("p");
      status.className = "search-dialog-status";
      status.setAttribute("role", "status");
      list = document.createElement("ul");
      list.id = "search-dialog-results";
      list.className = "search-dialog-results";
      list.setAttribute("role", "listbox");
      list.setAttribute("aria-label", data.results);
      dialog.appendChild(bar);
      dialog.appendChild(status);
      dialog.appendChild(list);
      document.body.appendChild(dialog);
      input.addEventListener("input", update);
      input.addEventListener("keydown", keydown);
      dialog.addEventListener("close", function () {
        if (opener && opener.focus) opener.focus();
      });
      // A click on the backdrop (outside the dialog's box) closes it.
      dialog.addEventListener("click", function (event) {
        if (event.target === dialog) dialog.close();
      });
    }

    function option(number, url, fill) {
      var item = document.createElement("li");
      item.id = "search-option-" + number;
      item.className = "search-option";
      item.setAttribute("role", "option");
      item.setAttribute("aria-selected", "false");
      item.dataset.url = url;
      fill(item);
      item.addEventListener("click", function () { window.location.href = url; });
      item.addEventListener("mousemove", function () { choose(number); });
      list.appendChild(item);
    }

    function update() {
      var query = input.value;
      withEngine(indexURL, function (engine) {
        if (input.value !== query) return;
        list.textContent = "";
        active = -1;
        input.removeAttribute("aria-activedescendant");
        if (!query.trim()) { results = []; status.textContent = data.prompt; input.setAttribute("aria-expanded", "false"); return; }
        var found = engine.search(query);
        results = found.slice(0, limit);
        status.textContent = found.length ? data.found.replace("{n}", found.length) : data.none;
        results.forEach(function (result, number) {
          option(number, address(engine, result, base), function (item) {
            var title = document.createElement("span");
            title.className = "search-option-title";
            var snippet = document.createElement("span");
            snippet.className = "search-option-snippet";
            item.appendChild(title);
            if (describe(engine, result, title, snippet)) item.appendChild(snippet);
          });
        });
        if (found.length > limit) {
          option(results.length, form.action + "?q=" + encodeURIComponent(query), function (item) {
            item.className += " search-option-all";
            item.textContent = data.all.replace("{n}", found.length);
          });
        }
        input.setAttribute("aria-expanded", list.children.length ? "true" : "false");
        if (list.children.length) choose(0);
      });
    }

    function choose(number) {
      var items = list.children;
      if (active >= 0 && items[active]) items[active].setAttribute("aria-selected", "false");
      active = number;
      items[active].setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", items[active].id);
      items[active].scrollIntoView({ block: "nearest" });
    }

    function keydown(event) {
      var count = list.children.length;
      if (event.key === "ArrowDown" && count) { event.preventDefault(); choose((active + 1) % count); }
      else if (event.key === "ArrowUp" && count) { event.preventDefault(); choose((active - 1 + count) % count); }
      else if (event.key === "Enter") {
        event.preventDefault();
        if (active >= 0 && list.children[active]) window.location.href = list.children[active].dataset.url;
        else if (input.value.trim()) window.location.href = form.action + "?q=" + encodeURIComponent(input.value);
      }
    }

    function open(text) {
      if (!dialog) build();
      if (dialog.open) return;
      opener = document.activeElement;
      if (text !== undefined) input.value = text;
      dialog.showModal();
      input.focus();
      update();
    }

    var box = form.querySelector("input");
    box.addEventListener("input", function () {
      var text = box.value;
      box.value = "";
      open(text);
    });
    box.addEventListener("click", function () { open(box.value); });
    document.addEventListener("keydown", function (event) {
      var target = event.target, typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
      if ((event.key === "k" || event.key === "K") && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        open();
      } else if (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        open();
      }
    });
    return open;
  }

  // Marks the words of ?hl= in the section the address names (its heading
  // up to the next heading; the page's title and introduction without one).
  function markSection(words) {
    var article = document.querySelector("main article");
    if (!article) return;
    var wanted = Object.create(null);
    words.split(" ").forEach(function (word) { if (word) wanted[fold(word)] = true; });
    var id;
    try { id = decodeURIComponent(window.location.hash.slice(1)); } catch (error) { return; }
    var start = id ? document.getElementById(id) : article.querySelector("h1");
    if (!start || !/^H[1-6]$/.test(start.tagName) || !article.contains(start)) return;
    // A search section ends at the next heading, whatever its level (SearchSection+Page.swift).
    var blocks = [start];
    for (var node = start.nextElementSibling; node; node = node.nextElementSibling) {
      if (/^H[1-6]$/.test(node.tagName)) break;
      if (!node.matches(".toc-inline")) blocks.push(node);
    }
    blocks.forEach(function (block) {
      var walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT, {
        acceptNode: function (text) {
          return text.parentElement.closest("pre, script, style, svg, .mfs-screen, .mfs-trace") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
        },
      });
      var texts = [];
      while (walker.nextNode()) texts.push(walker.currentNode);
      texts.forEach(function (text) {
        var value = text.nodeValue, ranges = [], match;
        wordPattern.lastIndex = 0;
        while ((match = wordPattern.exec(value))) {
          if (wanted[fold(match[0])]) ranges.push([match.index, match.index + match[0].length]);
        }
        if (!ranges.length) return;
        var fragment = document.createDocumentFragment();
        appendMarked(fragment, value, ranges);
        fragment.querySelectorAll("mark").forEach(function (mark) { mark.className = "search-hit"; });
        text.parentNode.replaceChild(fragment, text);
      });
    });
  }

  var params = new URLSearchParams(window.location.search);
  var input = document.getElementById("search-query");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  if (input && status && list) resultsPage(input, status, list);
  var form = document.querySelector("form.site-search");
  if (form) searchDialog(form);
  if (params.get("hl")) markSection(params.get("hl"));
})();
