/* No page without its app, no dead page that looks alive (issue #25).

   Written inline into every page by index.html.j2 (block body_header), after the spinner's texts
   have been chosen (window.tutorPageTexts). It watches the page from its first byte to its end and,
   when the page cannot work, says why in the visitor's language with one Reload button (the same
   URL, so a linked position is kept):

   - "failed": a cell failed or its output was given up on (the template calls tutorWatch.failed()
     beside Voila's error output, and after a cell whose "idle" status never came), a widget could not be shown ("Error displaying widget"), or the widgets are still missing
     `widgets` seconds after the kernel connected (`settle` seconds once the widgets' states arrived);
   - "lost": the kernel is gone or the server stopped: the kernel's status turned "dead" or
     "restarting" (killed, restarted, its websocket refused), its kernel_info replies come from another
     kernel session (restarted while the page reconnected), its connection dropped and the kernel
     is gone on the server or the server does not answer (asked at once, with GET api/kernels/<id>),
     it was reclaimed before the page connected (asked as soon as the page has arrived), the page
     stopped arriving before its end, or the browser showed it again from its cache (Back) after Voila
     had shut its kernel down as it was left;
   - "slow": the spinner is still shown `start` seconds after the page began to arrive, or `shown`
     seconds after it arrived (and the kernel is still there; otherwise "lost").

   Voila's front end (voila.js) exposes its app as window.jupyterapp once started; the app's
   widgetManagerPromise gives the widget manager, whose `kernel` is the page's KernelConnection
   (@jupyterlab/services), with the signals statusChanged and connectionStatusChanged.
   The bounds (seconds) can be lowered by a test with window.tutorPageBounds before the page loads.
   This file is read by Jinja: it must not contain Jinja's opening brace pairs. */
(function () {
  'use strict';
  const texts = window.tutorPageTexts;
  if (!texts || window.tutorWatch) { return; }
  const bounds = Object.assign({ start: 150, shown: 45, widgets: 90, settle: 15, reconnect: 20 },
                               window.tutorPageBounds || {});
  const began = Date.now();
  const state = { finished: false, problem: null, leaving: false, connected: false, restored: false, connectedAt: 0,
                  restoredAt: 0, kernelId: null, baseUrl: '/', session: null };

  function config() {
    const el = document.getElementById('jupyter-config-data');
    if (!el) { return null; }
    try { return JSON.parse(el.textContent); } catch (e) { return null; }
  }

  function element(tag, className, text) {
    const el = document.createElement(tag);
    el.className = className;
    if (text) { el.textContent = text; }
    return el;
  }

  // the message, at the top of the page, in place of the spinner
  function show(reason) {
    if (state.problem || state.leaving) { return; }
    state.problem = reason;
    const box = element('div', 'tutor-page-problem');
    box.id = 'tutor-page-problem';
    box.setAttribute('role', 'alert');
    box.dataset.reason = reason;
    box.appendChild(element('p', 'tutor-page-problem-heading', texts[reason + '_heading']));
    box.appendChild(element('p', 'tutor-page-problem-detail', texts[reason + '_detail']));
    const button = element('button', 'tutor-page-problem-reload', texts.reload);
    button.type = 'button';
    button.addEventListener('click', function () { window.location.reload(); });
    box.appendChild(button);
    const spinner = document.getElementById('loading');
    if (spinner) { spinner.remove(); }
    document.body.classList.add('tutor-page-failed');
    document.body.insertBefore(box, document.body.firstChild);
  }

  // what the server says of the page's kernel: 'alive', 'gone' (404, 403: reclaimed, or a new server),
  // or 'down' (no answer)
  async function probe() {
    if (!state.kernelId) { return 'alive'; }
    try {
      const response = await fetch(state.baseUrl + 'api/kernels/' + encodeURIComponent(state.kernelId),
                                   { credentials: 'same-origin', cache: 'no-store' });
      if (response.status === 404 || response.status === 403) { return 'gone'; }
      return 'alive';
    } catch (e) {
      return 'down';
    }
  }

  async function lostOr(reason) {
    const kernel = await probe();
    show(kernel === 'alive' ? reason : 'lost');
  }

  // the widget outputs the page was sent with, and whether each is shown
  const expected = [];
  function collectWidgets() {
    const scripts = document.querySelectorAll('script[type="application/vnd.voila.cell-output+json"]');
    for (const script of scripts) {
      try {
        const data = JSON.parse(script.textContent).data || {};
        if (data['application/vnd.jupyter.widget-view+json'] && script.parentElement) {
          expected.push(script.parentElement);
        }
      } catch (e) { /* not a widget */ }
    }
  }
  const BROKEN = /^(Error displaying widget|Could not create a view|Javascript Error)/;
  function widgetsState() {
    let shown = 0;
    for (const holder of expected) {
      for (const out of holder.querySelectorAll('.jp-OutputArea-output, .jupyter-widgets')) {
        if (BROKEN.test((out.textContent || '').trim()) && out.children.length <= 1) { return 'broken'; }
      }
      if (holder.querySelector('.jupyter-widgets:not(.jp-OutputArea-output), .widget-box, .widget-html, '
                               + '.jupyter-button, .widget-inline-hbox, .widget-container')) { shown += 1; }
    }
    return shown >= expected.length ? 'shown' : 'missing';
  }

  function watchKernel(manager) {
    const kernel = manager && manager.kernel;
    if (!kernel) { return; }
    const onStatus = function (_, status) {
      if (status === 'dead' || status === 'restarting' || status === 'autorestarting') { show('lost'); }
    };
    let dropped = null;
    const onConnection = function (_, status) {
      if (status === 'connected') {
        state.connected = true;
        if (!state.connectedAt) { state.connectedAt = Date.now(); }
        if (dropped) { clearTimeout(dropped); dropped = null; }
      } else if (status === 'disconnected') {
        show('lost');
      } else if (status === 'connecting' && state.connected && !dropped) {
        // the socket closed: ask the server at once; a server that answers and still has the
        // kernel gets `reconnect` seconds to take the page back
        probe().then(function (kernelState) {
          if (kernelState !== 'alive') { show('lost'); }
        });
        dropped = setTimeout(function () {
          dropped = null;
          if (kernel.connectionStatus !== 'connected') { show('lost'); }
        }, bounds.reconnect * 1000);
      }
    };
    // A kernel restarted by Jupyter Server (killed, out of memory) keeps its id but has none of the page's
    // widgets. Its "restarting" status may be lost when the server closes the page's websocket for the
    // new kernel and the page reconnects; the new kernel's replies then carry another session: the page
    // asks for the kernel's info once (the first reply sets the session) and the connection asks again
    // on every reconnection.
    // A kernel that dies before that first reply can be told only by its "restarting" status, which may be
    // lost the same way: the page attaches as soon as the app exists, to ask early.
    const onMessage = function (_, args) {
      const msg = args && args.msg;
      if (!msg || args.direction !== 'recv' || !msg.header || msg.header.msg_type !== 'kernel_info_reply') {
        return;
      }
      if (state.session === null) {
        state.session = msg.header.session;
      } else if (msg.header.session !== state.session) {
        show('lost');
      }
    };
    if (kernel.anyMessage) { kernel.anyMessage.connect(onMessage); }
    kernel.statusChanged.connect(onStatus);
    kernel.connectionStatusChanged.connect(onConnection);
    if (kernel.requestKernelInfo) { kernel.requestKernelInfo().catch(function () { /* asked again on reconnection */ }); }
    onStatus(kernel, kernel.status);
    onConnection(kernel, kernel.connectionStatus);
    const restored = function () { state.restored = true; state.restoredAt = Date.now(); };
    if (manager.restoredStatus) { restored(); }
    if (manager.restored && manager.restored.connect) { manager.restored.connect(restored); }
  }

  function attach() {
    const app = window.jupyterapp;
    if (!app) { return false; }
    if (app.widgetManagerPromise) { app.widgetManagerPromise.promise.then(watchKernel); }
    return true;
  }

  // once a second until the page works (its spinner gone, its widgets shown) or has said why not
  let attached = false;
  let askedWhenStalled = false;
  const timer = setInterval(function () {
    if (state.problem) { clearInterval(timer); return; }
    const now = Date.now();
    if (!attached) { attached = attach(); }
    const spinner = document.getElementById('loading');
    if (!state.finished) {
      if (spinner && now - began > bounds.start * 1000 && !askedWhenStalled) {
        askedWhenStalled = true;
        lostOr('slow');
      }
      return;
    }
    if (spinner && now - state.finishedAt > bounds.shown * 1000) {
      if (!askedWhenStalled) { askedWhenStalled = true; lostOr('slow'); }
      return;
    }
    const widgets = widgetsState();
    if (widgets === 'broken') { lostOr('failed'); return; }
    if (widgets === 'shown' && !spinner && state.connected) { clearInterval(timer); return; }
    const since = state.restored ? state.restoredAt : (state.connectedAt || state.finishedAt);
    const bound = state.restored ? bounds.settle : bounds.widgets;
    if (widgets === 'missing' && now - since > bound * 1000 && !askedWhenStalled) {
      askedWhenStalled = true;
      lostOr('failed');
    }
  }, 1000);

  const voilaFinish = window.voila_finish;
  window.voila_finish = function () {
    state.finished = true;
    state.finishedAt = Date.now();
    const page = config();
    if (page) {
      state.kernelId = page.kernelId || null;
      state.baseUrl = page.baseUrl || '/';
    }
    collectWidgets();
    if (!attached) { attached = attach(); }
    // a kernel reclaimed before the page arrived (or a server stopped meanwhile): say so now
    probe().then(function (kernel) { if (kernel !== 'alive') { show('lost'); } });
    if (typeof voilaFinish === 'function') { return voilaFinish.apply(this, arguments); }
  };
  // a page being left (a link, Reload, closing) closes its kernel's connection: that is no problem to show.
  // Registered before Voila's own beforeunload handler (which disposes of the connection), so it runs first.
  const leaving = function () { state.leaving = true; };
  window.addEventListener('beforeunload', leaving);
  window.addEventListener('pagehide', leaving);
  // back on a page the browser kept in its cache (the Back button): Voila shut its kernel down as it was left
  window.addEventListener('pageshow', function (event) {
    state.leaving = false;
    if (event.persisted && state.finished) { show('lost'); }
  });
  // the page stopped arriving before its end: the server stopped while sending it
  document.addEventListener('DOMContentLoaded', function () {
    if (!state.finished) { show('lost'); }
  });

  window.tutorWatch = {
    // a cell's error output was sent (index.html.j2, blocks error and stream_stderr)
    failed: function () { show('failed'); },
    state: state,
  };
})();
