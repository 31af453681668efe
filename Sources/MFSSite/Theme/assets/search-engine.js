// The site's search engine: window.MFSSearchEngine(index, stemmer) over the
// index a language's <lang>/search-index.js sets (window.MFS_SEARCH_INDEX; its
// format is in SearchIndex.swift) and that language's Snowball stemmer
// (assets/snowball/, Debian's sphinx-common copied by the build: the algorithm
// libstemmer stems the index with; SearchStemmerOracleTests holds the two to
// the same stems on every word of Content/). Pure: no DOM. assets/search.js
// loads it with the index, and runs it for the dialog and the results page;
// SearchRelevanceTests runs it too.
//
// A query is processed as the index's text was: folded (MFSSearch.fold
// of assets/search.js, which MUST be loaded first: the same as SearchText.swift),
// split into runs of letters, marks and digits, stop words (the index's own
// list) and one-letter words dropped, each word stemmed. Each query word then
// stands for indexed stems, each with a quality:
//   1    its own stem;
//   0.9 to 0.5  stems that its stem begins (a half-typed "контрол" ->
//        "контроллер", "кеш" -> "кеширован"), for stems of 3 letters or
//        more, the 40 shortest (closest) at most;
//   0.5  stems at an edit distance of 1 from its stem, when its stem has 5
//        letters or more (Russian's fleeting vowels: "ячеек", "ячейк");
// and when its own stem is not indexed:
//   0.7 to 0.3  the indexed stems of 3 letters or more that begin its stem
//        (a derived "кеширован" -> "кешир", "кеш"), longer ones better;
//   0.7, 0.45  stems at an edit distance of 1 (stems of 4 to 7 letters) or 2
//        (8 or more), a transposition counting as one edit, as MiniSearch and
//        Pagefind scale it ("calul" -> "calcul").
// A section scores, for each query word, the best of its stems' BM25
// (k1 1.2, b 0.75, over the section's prose and code) plus a field bonus (the
// page's title for its introduction, 3; the section's heading, 2.5; the
// page's title for its other sections, 0.6), times the stem's quality and
// IDF. Sections matching more of the query's words come first, then higher
// scores, a section whose prose holds the words close together scoring up to
// 1.5 times more; then the site's order.
(function () {
  "use strict";
  var fold = window.MFSSearch.fold, wordPattern = window.MFSSearch.wordPattern;
  var k1 = 1.2, b = 0.75;
  var titleBonus = 3, headingBonus = 2.5, pageTitleBonus = 0.6;
  var maxExpansions = 40, minStem = 3;

  // The edit distance of a and b if it is at most max, else max + 1
  // (optimal string alignment: a transposition of two letters is one edit).
  function distance(a, b, max) {
    if (Math.abs(a.length - b.length) > max) return max + 1;
    var previous2 = [], previous = [], current = [];
    for (var j = 0; j <= b.length; j++) previous[j] = j;
    for (var i = 1; i <= a.length; i++) {
      current = [i];
      var best = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
        current[j] = value;
        if (value < best) best = value;
      }
      if (best > max) return max + 1;
      previous2 = previous;
      previous = current;
    }
    return previous[b.length];
  }

  function Engine(index, stemmer) {
    var self = this;
    var stopWords = Object.create(null);
    index.stopWords.forEach(function (word) { stopWords[word] = true; });
    this.pages = [];
    this.sections = [];
    this.postings = Object.create(null);
    var lengths = 0;
    index.pages.forEach(function (entry, page) {
      var titleStems = Object.create(null);
      self.pages.push({ title: entry[0], folder: entry[1], titleStems: titleStems });
      entry[2].forEach(function (data, order) {
        var number = self.sections.length, length = 0;
        data[3].split(" ").forEach(function (term) {
          if (!term) return;
          var colon = term.indexOf(":");
          var stem = colon < 0 ? term : term.slice(0, colon);
          var weight = colon < 0 ? 1 : Number(term.slice(colon + 1));
          (self.postings[stem] || (self.postings[stem] = [])).push(number, weight);
          length += weight % 10;
          if (order === 0 && weight >= 10) titleStems[stem] = true;
        });
        lengths += length;
        self.sections.push({ page: page, heading: data[0], anchor: data[1], text: data[2], length: length, order: number });
      });
    });
    this.averageLength = lengths / Math.max(1, this.sections.length) || 1;
    this.stems = Object.keys(this.postings).sort();
    this.stopWords = stopWords;
    this.stemmer = stemmer;
    this.stemCache = Object.create(null);
  }

  Engine.prototype.stem = function (word) {
    var known = this.stemCache[word];
    if (known === undefined) known = this.stemCache[word] = this.stemmer.stemWord(word);
    return known;
  };

  // The folded words of text with their stems and where they are in it:
  // [{word, stem, start, end}], stop words and one-letter words included
  // (stem null), so that positions count every word.
  Engine.prototype.tokens = function (text) {
    var found = [], match;
    wordPattern.lastIndex = 0;
    while ((match = wordPattern.exec(text))) {
      var word = fold(match[0]);
      var kept = word.length > 1 && !this.stopWords[word];
      found.push({ word: word, stem: kept ? this.stem(word) : null, start: match.index, end: match.index + match[0].length });
    }
    return found;
  };

  // The first position in the sorted stems not before text.
  Engine.prototype.lowerBound = function (text) {
    var low = 0, high = this.stems.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (this.stems[middle] < text) low = middle + 1; else high = middle;
    }
    return low;
  };

  // The indexed stems a query stem stands for: {stem: quality}.
  Engine.prototype.candidates = function (stem) {
    var found = Object.create(null), postings = this.postings;
    var exact = stem in postings;
    if (exact) found[stem] = 1;
    if (stem.length >= minStem) {
      var expansions = [];
      for (var i = this.lowerBound(stem); i < this.stems.length && this.stems[i].lastIndexOf(stem, 0) === 0; i++) {
        if (this.stems[i] !== stem) expansions.push(this.stems[i]);
      }
      expansions.sort(function (a, b) { return a.length - b.length || (a < b ? -1 : 1); });
      expansions.slice(0, maxExpansions).forEach(function (longer) {
        found[longer] = 0.5 + 0.4 * stem.length / longer.length;
      });
    }
    if (!exact) {
      for (var length = stem.length - 1; length >= minStem; length--) {
        var prefix = stem.slice(0, length);
        if (prefix in postings && !(prefix in found)) found[prefix] = 0.3 + 0.4 * length / stem.length;
      }
    }
    var max = exact ? (stem.length >= 5 ? 1 : 0) : stem.length >= 8 ? 2 : stem.length >= 4 ? 1 : 0;
    if (max > 0) {
      this.stems.forEach(function (other) {
        if (other in found) return;
        var edits = distance(stem, other, max);
        if (edits <= max) found[other] = exact ? 0.5 : edits === 1 ? 0.7 : 0.45;
      });
    }
    return found;
  };

  // The query's terms: [{word, stem, candidates}], one per kept word, in order.
  Engine.prototype.terms = function (query) {
    var self = this, seen = Object.create(null);
    return this.tokens(query).filter(function (token) {
      if (token.stem === null || seen[token.stem]) return false;
      seen[token.stem] = true;
      return true;
    }).map(function (token) {
      return { word: token.word, stem: token.stem, candidates: self.candidates(token.stem) };
    });
  };

  // The matches of query, best first: [{section, score, matched, stems}],
  // stems being the indexed stems the section matched by.
  Engine.prototype.search = function (query) {
    var self = this, terms = this.terms(query), total = this.sections.length;
    var hits = Object.create(null);
    terms.forEach(function (term, position) {
      Object.keys(term.candidates).forEach(function (stem) {
        var postings = self.postings[stem], quality = term.candidates[stem];
        var idf = Math.log(1 + (total - postings.length / 2 + 0.5) / (postings.length / 2 + 0.5));
        for (var i = 0; i < postings.length; i += 2) {
          var section = self.sections[postings[i]], weight = postings[i + 1], tf = weight % 10;
          var prose = tf * (k1 + 1) / (tf + k1 * (1 - b + b * section.length / self.averageLength));
          var bonus = weight >= 10 ? (section.heading === null ? titleBonus : headingBonus)
            : self.pages[section.page].titleStems[stem] ? pageTitleBonus : 0;
          var score = quality * idf * (prose + bonus);
          var hit = hits[section.order] || (hits[section.order] = { section: section, scores: [], stems: Object.create(null) });
          hit.stems[stem] = true;
          if (!(hit.scores[position] >= score)) hit.scores[position] = score;
        }
      });
    });
    var results = Object.keys(hits).map(function (order) {
      var hit = hits[order], matched = 0, score = 0;
      hit.scores.forEach(function (value) { if (value !== undefined) { matched++; score += value; } });
      return { section: hit.section, score: score, matched: matched, stems: hit.stems };
    });
    if (terms.length > 1) {
      results.forEach(function (result) {
        if (result.matched > 1) result.score *= 1 + 0.5 * self.closeness(result, terms);
      });
    }
    return results.sort(function (one, other) {
      return other.matched - one.matched || other.score - one.score || one.section.order - other.section.order;
    });
  };

  // How close together the section's prose holds the query's matched words:
  // (words matched) / (the fewest consecutive words that hold them all), 0 to 1.
  Engine.prototype.closeness = function (result, terms) {
    var tokens = this.tokens(result.section.text), last = [], wanted = 0;
    terms.forEach(function (term, position) {
      if (Object.keys(term.candidates).some(function (stem) { return result.stems[stem]; })) { last[position] = -1; wanted++; }
    });
    var best = Infinity;
    tokens.forEach(function (token, at) {
      if (token.stem === null) return;
      terms.forEach(function (term, position) {
        if (last[position] !== undefined && term.candidates[token.stem] && result.stems[token.stem]) last[position] = at;
      });
      var first = at, complete = true;
      last.forEach(function (seen) { if (seen === undefined) return; if (seen < 0) complete = false; else first = Math.min(first, seen); });
      if (complete) best = Math.min(best, at - first + 1);
    });
    return best === Infinity ? 0 : wanted / best;
  };

  // Where the words of text that match result are: [[start, end]], in order.
  Engine.prototype.marks = function (text, result) {
    return this.tokens(text).filter(function (token) { return token.stem !== null && result.stems[token.stem]; })
      .map(function (token) { return [token.start, token.end]; });
  };

  // The snippet of result's section: about `length` characters of its prose
  // around the run of its matched words that has the most of them (its start
  // when none is in the prose), whitespace collapsed:
  // {text, marks: [[start, end]], before, after}, before and after telling
  // whether text was cut there.
  Engine.prototype.snippet = function (result, length) {
    var text = result.section.text.replace(/\s+/g, " ").trim();
    var marks = this.marks(text, result);
    var start = 0;
    if (marks.length) {
      var best = 0, bestCount = 0;
      for (var i = 0, j = 0; i < marks.length; i++) {
        while (j < marks.length && marks[j][1] - marks[i][0] <= length * 0.8) j++;
        if (j - i > bestCount) { bestCount = j - i; best = i; }
      }
      // A few words before the run's first mark, from a word's start.
      start = Math.max(0, marks[best][0] - Math.round(length * 0.2));
      if (start > 0) start = text.indexOf(" ", start) + 1 || marks[best][0];
      if (start > marks[best][0]) start = marks[best][0];
    }
    var end = Math.min(text.length, start + length);
    if (end < text.length) {
      var space = text.lastIndexOf(" ", end);
      if (space > start) end = space;
    }
    // A cut sentence ends with the ellipsis, not with its comma or dash.
    var kept = end < text.length ? text.slice(start, end).replace(/[\s,;:\u2014-]+$/, "") : text.slice(start, end);
    return {
      text: kept,
      marks: marks.filter(function (mark) { return mark[0] >= start && mark[1] <= start + kept.length; })
        .map(function (mark) { return [mark[0] - start, mark[1] - start]; }),
      before: start > 0, after: end < text.length,
    };
  };

  // The distinct folded words of result's section (heading and prose) that
  // matched: what its page marks after the jump.
  Engine.prototype.words = function (result) {
    var seen = Object.create(null), words = [];
    var section = result.section;
    this.tokens((section.heading === null ? this.pages[section.page].title : section.heading) + " " + section.text)
      .forEach(function (token) {
        if (token.stem !== null && result.stems[token.stem] && !seen[token.word]) { seen[token.word] = true; words.push(token.word); }
      });
    return words;
  };

  window.MFSSearchEngine = Engine;
})();
