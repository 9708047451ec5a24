// GET /__inspector: a small offline viewer for the /inspect relay, so the live actor tree and event log can be
// watched with no internet (the hosted Stately inspector is unreachable then). Everything is written with
// textContent: inspection events carry app data and are never rendered as HTML.
export function inspectorPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>Latch inspector (offline)</title>
<style>
  body { font: 13px ui-monospace, monospace; margin: 16px; color: #141414; }
  h1 { font: 600 16px system-ui, sans-serif; }
  main { display: grid; grid-template-columns: minmax(280px, 1fr) 2fr; gap: 16px; }
  ul { list-style: none; padding-left: 14px; margin: 2px 0; }
  li { margin: 2px 0; }
  .state { color: #1f4fd6; }
  .log li { border-bottom: 1px solid #eee; padding: 2px 0; }
  #status { color: #595959; }
</style>
</head>
<body>
<h1>Latch inspector <span id="status">connecting…</span></h1>
<main>
  <section aria-labelledby="actors-title"><h2 id="actors-title">Actors</h2><ul id="actors" aria-label="Actor tree"></ul></section>
  <section aria-labelledby="log-title"><h2 id="log-title">Events</h2><ol id="log" class="log" aria-label="Event log" reversed></ol></section>
</main>
<script>
  const actors = new Map();
  const status = document.getElementById('status');
  const tree = document.getElementById('actors');
  const log = document.getElementById('log');
  const valueText = (value) => (typeof value === 'string' ? value : JSON.stringify(value));
  function draw() {
    tree.replaceChildren();
    const children = (parentId) => [...actors.values()].filter((actor) => (actor.parentId ?? null) === parentId);
    const add = (list, actor) => {
      const item = document.createElement('li');
      item.dataset.actor = actor.name;
      const name = document.createElement('strong');
      name.textContent = actor.name;
      const state = document.createElement('span');
      state.className = 'state';
      state.textContent = actor.value === undefined ? '' : ' ' + valueText(actor.value);
      item.append(name, state);
      const nested = children(actor.sessionId);
      if (nested.length) {
        const sub = document.createElement('ul');
        nested.forEach((child) => add(sub, child));
        item.append(sub);
      }
      list.append(item);
    };
    [...actors.values()].filter((actor) => !actor.parentId || !actors.has(actor.parentId)).forEach((actor) => add(tree, actor));
  }
  function receive(message) {
    if (message.type === '@xstate.actor') {
      actors.set(message.sessionId, { sessionId: message.sessionId, parentId: message.parentId, name: message.name || message.sessionId, value: message.snapshot && message.snapshot.value });
    } else if (message.type === '@xstate.snapshot') {
      const actor = actors.get(message.sessionId);
      if (actor) actor.value = message.snapshot && message.snapshot.value;
    } else if (message.type === '@xstate.event') {
      const target = actors.get(message.sessionId);
      const item = document.createElement('li');
      item.textContent = (message.event && message.event.type) + ' → ' + (target ? target.name : message.sessionId);
      log.prepend(item);
      while (log.children.length > 300) log.lastChild.remove();
    }
    draw();
  }
  function connect() {
    const socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/inspect');
    socket.onopen = () => { status.textContent = 'connected to ' + location.host + '/inspect'; };
    socket.onclose = () => { status.textContent = 'disconnected, retrying…'; setTimeout(connect, 1000); };
    socket.onmessage = (event) => {
      try { receive(JSON.parse(event.data)); } catch { /* not an inspection event */ }
    };
  }
  connect();
</script>
</body>
</html>`
}
