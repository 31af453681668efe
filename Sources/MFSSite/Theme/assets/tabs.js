// Code tabs (optional): choosing a tab (Objective-C) chooses it in every tab
// group of the page and remembers it (localStorage) for the next pages.
// Without this script each group shows its first tab and works on its own.
(function () {
  'use strict';
  var key = 'mfs-code-tab';
  var selector = '.tabs > input[type="radio"]';

  function choose(value) {
    document.querySelectorAll(selector).forEach(function (radio) {
      if (radio.value === value) { radio.checked = true; }
    });
  }

  var saved = null;
  try { saved = window.localStorage.getItem(key); } catch (error) { saved = null; }
  if (saved) { choose(saved); }

  document.addEventListener('change', function (event) {
    var radio = event.target;
    if (!(radio instanceof HTMLInputElement) || !radio.matches(selector)) { return; }
    // Groups above may change height: keep the chosen group where it was on screen.
    var top = radio.parentElement.getBoundingClientRect().top;
    choose(radio.value);
    window.scrollBy(0, radio.parentElement.getBoundingClientRect().top - top);
    try { window.localStorage.setItem(key, radio.value); } catch (error) { /* private mode: this page only */ }
  });
})();
