// The site's search, on <lang>/search/?q=QUERY: shows the sections of the
// language's index (<lang>/search-index.js, window.MFS_SEARCH_INDEX, loaded
// before this script as a plain script so that file:// pages work too; its
// format is in SearchIndex.swift) that match the query, best first. Nothing
// else on the site needs a script.
//
// The query is folded as the index's words were (SearchText.swift: lowercase,
// NFD, U+0300/U+0301/U+0308 removed, NFC). There is no stemmer here: the
// index's Snowball stems are prefixes of their folded words, so each query
// word takes the longest indexed stem that is a prefix of it ("ячейкам" ->
// "ячейк", weight 1) and every indexed stem it is a prefix of (a half-typed
// "контрол" -> "контроллер", weight length(word) / length(stem)).
// A section scores, per query word, the best weight x its weight for a stem
// (SearchIndex.swift); sections matching more of the words come first, then
// higher scores, then the site's order.
(function () {
  "use strict";
  var entries = window.MFS_SEARCH_INDEX;
  var input = document.getElementById("search-query");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  if (!entries || !input || !status || !list) return;
  var limit = 20;
  // The index as the queries use it: pages [title, folder], sections
  // [page, heading, anchor, snippet], and each stem's [section, weight, ...].
  var index = { pages: [], sections: [], stems: Object.create(null) };
  entries.forEach(function (entry, page) {
    index.pages.push([entry[0], entry[1]]);
    entry[2].forEach(function (section) {
      var number = index.sections.length;
      index.sections.push([page, section[0], section[1], section[2]]);
      section[3].split(" ").forEach(function (term) {
        if (!term) return;
        var colon = term.indexOf(":");
        var stem = colon < 0 ? term : term.slice(0, colon);
        (index.stems[stem] || (index.stems[stem] = [])).push(number, colon < 0 ? 1 : Number(term.slice(colon + 1)));
      });
    });
  });
  var stems = Object.keys(index.stems).sort();

  function fold(text) {
    return text.toLowerCase().normalize("NFD").replace(/[\u0300\u0301\u0308]/g, "").normalize("NFC");
  }

  function has(stem) {
    return stem in index.stems;
  }

  // The first position in the sorted stems not before `text`.
  function lowerBound(text) {
    var low = 0, high = stems.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (stems[middle] < text) low = middle + 1; else high = middle;
    }
    return low;
  }

  // The stems a query word stands for, each with its weight.
  function candidates(word) {
    var found = [];
    for (var length = word.length; length >= Math.max(2, Math.ceil(word.length / 2)); length--) {
      if (has(word.slice(0, length))) { found.push([word.slice(0, length), 1]); break; }
    }
    if (word.length >= 2) {
      for (var i = lowerBound(word); i < stems.length && stems[i].lastIndexOf(word, 0) === 0; i++) {
        if (stems[i] !== word) found.push([stems[i], word.length / stems[i].length]);
      }
    }
    return found;
  }

  function search(query) {
    var words = fold(query).match(/[\p{L}\p{M}\p{N}]+/gu) || [];
    var matched = {}, scores = {};
    words.forEach(function (word, term) {
      var best = {};
      candidates(word).forEach(function (candidate) {
        var postings = index.stems[candidate[0]];
        for (var i = 0; i < postings.length; i += 2) {
          best[postings[i]] = Math.max(best[postings[i]] || 0, candidate[1] * postings[i + 1]);
        }
      });
      Object.keys(best).forEach(function (section) {
        matched[section] = (matched[section] || 0) + 1;
        scores[section] = (scores[section] || 0) + best[section];
      });
    });
    return Object.keys(matched).map(Number).sort(function (a, b) {
      return matched[b] - matched[a] || scores[b] - scores[a] || a - b;
    });
  }

  function show(query) {
    input.value = query;
    if (!query.trim()) { status.textContent = status.dataset.prompt; return; }
    var found = search(query);
    status.textContent = found.length ? status.dataset.found.replace("{n}", found.length) : status.dataset.none;
    found.slice(0, limit).forEach(function (number) {
      var section = index.sections[number], page = index.pages[section[0]];
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.className = "search-result";
      link.href = "../" + page[1] + (section[2] ? "#" + section[2] : "");
      link.textContent = section[1] === null ? page[0] : page[0] + " — " + section[1];
      item.appendChild(link);
      if (section[3]) {
        var snippet = document.createElement("p");
        snippet.textContent = section[3];
        item.appendChild(snippet);
      }
      list.appendChild(item);
    });
  }

  show(new URLSearchParams(window.location.search).get("q") || "");
})();
