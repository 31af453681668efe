// Copy buttons (progressive enhancement): puts a button on every code block of
// the article that copies its text. Without this script the page reads the same.
(function () {
  'use strict';
  var label = document.body.getAttribute('data-copy') || 'Copy';
  var copied = document.body.getAttribute('data-copied') || 'Copied';

  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) { return navigator.clipboard.writeText(text); }
    // file:// and plain http: the selection and execCommand.
    return new Promise(function (resolve, reject) {
      var area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      var done = document.execCommand('copy');
      area.remove();
      if (done) { resolve(); } else { reject(new Error('copy refused')); }
    });
  }

  document.querySelectorAll('article pre').forEach(function (pre) {
    var block = document.createElement('div');
    block.className = 'code-block';
    pre.parentNode.insertBefore(block, pre);
    block.appendChild(pre);
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = label;
    button.addEventListener('click', function () {
      copy(pre.textContent).then(function () {
        button.textContent = copied;
        button.setAttribute('data-copied', '');
        window.setTimeout(function () {
          button.textContent = label;
          button.removeAttribute('data-copied');
        }, 2000);
      }, function () { /* nothing copied: the button stays as it was */ });
    });
    block.appendChild(button);
  });
})();
