// Starts the app on a page rendered on the server (docs/decisions/068, 138). The page reads,
// its links, its menu and its language switch work without the app, so the app's code loads
// on the reader's first intent (a pointer, a key, focus, a wheel or a scroll), and at once,
// after the page has been painted, only when there is something for it to do on arrival: a
// stored session, a `?token=` or `?partner=` in the address, a language to offer. The server
// names the app's entry and the files it will import (data-app, data-preload), which are
// fetched side by side. A button pressed or a form sent before the app has taken its part of
// the page over is kept here and done by the app once it has (lib/early-input.ts).
(function () {
  // A language link (the switcher's, the offer's) ends in `#lang=<code>`: the choice is
  // remembered here and taken off the address. A visitor who chose a language and arrives at
  // an English page goes to the same page in their language, named by the page's own
  // alternates, before anything else loads (docs/decisions/071).
  try {
    var fromLink = /^#lang=([\w-]+)$/.exec(location.hash);
    if (fromLink) {
      localStorage.setItem('landed-locale', fromLink[1]);
      history.replaceState(history.state, '', location.pathname + location.search);
    }
    var chosen = localStorage.getItem('landed-locale');
    if (chosen && chosen !== 'en' && document.documentElement.lang.indexOf('en') === 0) {
      var other = document.querySelector('link[rel="alternate"][hreflang="' + chosen + '"]');
      if (other) {
        var address = new URL(other.getAttribute('href'), location.href);
        location.replace(address.pathname + location.search + location.hash);
        return;
      }
    }
  } catch {
    // Storage blocked: the page stays in its language, with its language links.
  }
  // A visitor with a stored session (the app's storage, public §3) does not see the page's
  // signed-out links flash before the app shows their name (index.css, lib/session.tsx).
  try {
    if (localStorage.getItem('token')) document.documentElement.setAttribute('data-session', '');
  } catch {
    // Storage blocked: the links show until the app takes over.
  }
  // The phone menu is a native disclosure that opens before the app has started
  // (components/layouts/navbar.tsx, docs/decisions/078); until then Escape and a tap on the
  // dimmed page close it here. The app does the same once it runs, so this does no harm after.
  function closeMenu(menu) {
    menu.open = false;
    var toggle = menu.querySelector('summary');
    if (toggle) toggle.focus();
  }
  document.addEventListener('keydown', function (event) {
    var menu = document.querySelector('details[data-mobile-menu][open]');
    if (menu && event.key === 'Escape') closeMenu(menu);
  });
  document.addEventListener('click', function (event) {
    var menu = document.querySelector('details[data-mobile-menu][open]');
    if (menu && event.target === menu.querySelector('summary + div')) closeMenu(menu);
  });
  var me = document.currentScript;
  var app = me && me.getAttribute('data-app');
  if (!app) return;
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // The buttons and fields of a rendered page sit in gates (`fieldset[data-waiting]`,
  // components/ui/hydration-gate.tsx), disabled in the HTML so that, without any script, a
  // form cannot send itself as a GET of the page. With this script they work at once: text
  // typed stays in its field and the app takes it over; a button pressed or a form sent
  // inside a gate the app has not yet taken over is kept (in order) for the app to do, and
  // starts the app. A link is a link: followed before the app, it is a full page load.
  var early = (window.landedEarly = []);
  document.querySelectorAll('fieldset[data-waiting]').forEach(function (gate) {
    gate.disabled = false;
  });
  function keep(event, action) {
    event.preventDefault();
    event.stopPropagation();
    early.push(action);
    start();
  }
  window.addEventListener(
    'click',
    function (event) {
      var control = event.target.closest && event.target.closest('button, [role="button"]');
      if (!control || control.closest('a') || !control.closest('fieldset[data-waiting]')) return;
      keep(event, { type: 'click', target: control });
    },
    true,
  );
  window.addEventListener(
    'submit',
    function (event) {
      if (!event.target.closest('fieldset[data-waiting]')) return;
      keep(event, { type: 'submit', target: event.target, submitter: event.submitter || null });
    },
    true,
  );
  // The interface texts of the page's language, which the app takes the page over with
  // (docs/decisions/137).
  var texts = me.getAttribute('data-texts');
  var started = false;
  // The page came with the CSS of its first paint; the app's whole stylesheet (named by the
  // `data-rest` markers) is fetched beside the app's code, and the app runs once it applies,
  // so that all the app shows (menus, dialogs, messages) is styled (docs/decisions/069).
  function start() {
    if (started) return;
    started = true;
    [app].concat(preload).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    if (texts) {
      var textsLink = document.createElement('link');
      textsLink.rel = 'preload';
      textsLink.as = 'fetch';
      textsLink.crossOrigin = 'anonymous';
      textsLink.href = texts;
      document.head.appendChild(textsLink);
    }
    var markers = document.querySelectorAll('link[data-rest]');
    var waiting = markers.length;
    var ran = false;
    function run() {
      if (ran) return;
      ran = true;
      var script = document.createElement('script');
      script.type = 'module';
      script.src = app;
      document.head.appendChild(script);
    }
    function styled() {
      waiting -= 1;
      if (waiting <= 0) run();
    }
    markers.forEach(function (marker) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = marker.getAttribute('href');
      link.onload = styled;
      // Unstyled beyond the first paint is better than no app.
      link.onerror = styled;
      marker.parentNode.insertBefore(link, marker.nextSibling);
    });
    if (waiting === 0) run();
  }
  // The reader's first intent starts the app: a pointer moved or pressed (a mouse is moved
  // before it clicks, which gives the app a head start), a touch (a phone's first touch is
  // usually a scroll), a key, focus arriving in the page (keyboard and screen-reader users),
  // a wheel or a scroll.
  var INTENT = [
    'pointermove',
    'pointerdown',
    'touchstart',
    'keydown',
    'focusin',
    'wheel',
    'scroll',
  ];
  var listening = { capture: true, passive: true };
  function onIntent(event) {
    // A page laid out under a resting pointer gets a move of nothing from the browser (Chromium
    // sends one at the first paint): that is not the reader.
    if (event.type === 'pointermove' && !event.movementX && !event.movementY) return;
    INTENT.forEach(function (type) {
      window.removeEventListener(type, onIntent, listening);
    });
    start();
  }
  INTENT.forEach(function (type) {
    window.addEventListener(type, onIntent, listening);
  });
  // Something for the app to do on arrival: the page is then taken over without waiting.
  function wantedOnArrival() {
    var params = new URLSearchParams(location.search);
    if (params.has('token') || params.has('partner')) return true;
    try {
      if (localStorage.getItem('token')) return true;
    } catch {
      // Storage blocked: no stored session either.
    }
    return offersLanguage();
  }
  // As lib/locale-choice.ts's offeredLocale (docs/decisions/071): on the English home page, a
  // browser that would rather read another of the site's languages (the page's alternates)
  // and whose visitor has not chosen one.
  function offersLanguage() {
    if (location.pathname !== '/' || document.documentElement.lang.indexOf('en') !== 0) {
      return false;
    }
    try {
      if (localStorage.getItem('landed-locale')) return false;
    } catch {
      // Storage blocked: nothing was chosen.
    }
    var codes = [].map.call(
      document.querySelectorAll('link[rel="alternate"][hreflang]'),
      function (link) {
        return link.getAttribute('hreflang');
      },
    );
    var tags = navigator.languages || [navigator.language || ''];
    for (var i = 0; i < tags.length; i += 1) {
      var tag = String(tags[i]).trim().toLowerCase();
      var language = tag.split('-')[0];
      if (language === 'zh') {
        if (/^zh(-cn|-sg|-hans(-.*)?)?$/.test(tag)) return codes.indexOf('zh-CN') >= 0;
        continue;
      }
      for (var j = 0; j < codes.length; j += 1) {
        if (codes[j].toLowerCase() === language) return language !== 'en';
      }
    }
    return false;
  }
  if (!wantedOnArrival()) return;
  // Then once the page and its pictures are in (the load event) and its largest content has
  // been painted (the browser reports it), so that the app's code does not compete with the
  // page's own bytes; a tab opened in the background, which paints nothing, and a browser
  // that does not report paints start a moment after the load event.
  var loaded = document.readyState === 'complete';
  var painted = false;
  function afterPaint() {
    if (!loaded || !painted) return;
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntries().length === 0) return;
      painted = true;
      afterPaint();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    painted = true;
  }
  function onLoad() {
    loaded = true;
    afterPaint();
    setTimeout(start, 1000);
  }
  if (loaded) onLoad();
  else window.addEventListener('load', onLoad);
})();
