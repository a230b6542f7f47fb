#!/usr/bin/python3
"""Sends real multi-touch to a GTK app on the Broadway backend through headless Chromium (DevTools protocol).

Usage: touch_driver.py BROADWAY_URL DEVTOOLS_PORT
Reads one JSON command per line on stdin and answers one JSON line per command on stdout:
  {"type": "surface"}                                 -> {"x": .., "y": ..}  the app window's top-left on the page
  {"type": "touchStart"|"touchMove"|"touchEnd", "points": [{"id": 1, "x": .., "y": ..}, ...]}
      points are in the window's surface coordinates; ids start at 1 (id 0 would read as the mouse)
  {"type": "screenshot", "path": "/tmp/shot.png"}
"""
import base64
import json
import sys
import time
import urllib.request

import websocket


class DevTools:
    def __init__(self, port):
        deadline = time.time() + 30
        while True:
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
                page = next(t for t in targets if t.get("type") == "page")
                break
            except Exception:
                if time.time() > deadline:
                    raise
                time.sleep(0.2)
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")


# The largest positioned element Broadway created for a surface is the app's window.
SURFACE = """(() => {
  let best = null;
  for (const e of document.querySelectorAll('canvas, img, div')) {
    const r = e.getBoundingClientRect();
    if (r.width > 200 && r.height > 200 && (!best || r.width * r.height > best.width * best.height)) best = r;
  }
  return best ? {x: best.left, y: best.top, width: best.width, height: best.height} : null;
})()"""


# Broadway's page reads a touch's surface by walking up from the element the finger first landed on; when a
# redraw replaces that element (a photo's texture, say), the finger's later moves and its end no longer
# reach the page's handlers, and GTK never hears the finger lift. Worse, an event that still reaches them
# but lists such a finger among its changed touches stops Broadway's loop over them at that finger, so the
# fingers after it miss that move. A real touchscreen has no such problem, so the driver hands every touch
# event to Broadway itself: once per finger and moment (the browser gives one event to each element a
# changed finger landed on, each listing every changed finger), aimed at the surface the finger landed
# on, and stamped with the event's own time (the test's stamp, which GDK's event time comes from).
FORWARD_TOUCHES = """(() => {
  if (window.__touchPlaygroundForward) return;
  window.__touchPlaygroundForward = true;
  const surfaceOf = element => {
    while (element && element !== document) {
      if (element.surface !== undefined) return element;
      element = element.parentNode;
    }
    return null;
  };
  const landed = new Map();     // finger -> the surface element it landed on
  const forwarded = new Map();  // finger -> the time of the last event passed on for it
  const hooked = new WeakSet();
  const forward = (type, event) => {
    const fresh = [...event.changedTouches].filter(t => forwarded.get(t.identifier) !== event.timeStamp);
    for (const t of fresh) {
      forwarded.set(t.identifier, event.timeStamp);
      if (type === 'touchstart') landed.set(t.identifier, surfaceOf(t.target));
    }
    const surfaceFor = t => (t.target.isConnected && surfaceOf(t.target)) || landed.get(t.identifier);
    const copy = (t, surface) => new Touch({identifier: t.identifier, target: surface, clientX: t.clientX,
      clientY: t.clientY, pageX: t.pageX, pageY: t.pageY, screenX: t.screenX, screenY: t.screenY});
    const groups = new Map();
    for (const t of fresh) {
      const surface = surfaceFor(t);
      if (surface) groups.set(surface, [...(groups.get(surface) || []), t]);
    }
    for (const [surface, changed] of groups) {
      const touches = [...event.touches].filter(t => surfaceFor(t)).map(t => copy(t, surfaceFor(t)));
      const passed = new TouchEvent(type, {bubbles: true, cancelable: true, touches: touches,
        targetTouches: touches.filter(t => t.target === surface), changedTouches: changed.map(t => copy(t, surface))});
      Object.defineProperty(passed, 'timeStamp', {value: event.timeStamp});
      surface.dispatchEvent(passed);
    }
    if (type === 'touchend' || type === 'touchcancel') for (const t of fresh) landed.delete(t.identifier);
  };
  for (const type of ['touchstart', 'touchmove', 'touchend', 'touchcancel']) {
    // Events on elements still in the page: taken before they reach anything, passed on once.
    window.addEventListener(type, event => {
      if (!event.isTrusted) return;  // the driver's own copy, on its way to Broadway
      event.stopImmediatePropagation();
      event.preventDefault();
      if (type === 'touchstart') {
        for (const t of event.changedTouches) {
          if (hooked.has(t.target)) continue;
          hooked.add(t.target);
          // Events on an element a redraw took out of the page reach only the element itself.
          for (const later of ['touchmove', 'touchend', 'touchcancel']) {
            t.target.addEventListener(later, detached => {
              if (detached.isTrusted && !t.target.isConnected) forward(later, detached);
            });
          }
        }
      }
      forward(type, event);
    }, {capture: true, passive: false});
  }
})()"""


def main():
    url, port = sys.argv[1], int(sys.argv[2])
    tools = DevTools(port)
    tools.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
    tools.call("Emulation.setDeviceMetricsOverride", width=1280, height=800, deviceScaleFactor=1, mobile=False)
    tools.call("Page.navigate", url=url)
    deadline = time.time() + 30
    surface = None
    while surface is None:
        # Without this Chromium pinch-zooms the page itself and the fingers drift.
        tools.evaluate("document.documentElement.style.touchAction='none';"
                       "if (document.body) document.body.style.touchAction='none'")
        surface = tools.evaluate(SURFACE)
        tools.evaluate(FORWARD_TOUCHES)
        if surface is None:
            if time.time() > deadline:
                raise RuntimeError("the app's window never appeared on the Broadway page")
            time.sleep(0.2)
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        command = json.loads(line)
        kind = command["type"]
        if kind == "surface":
            surface = tools.evaluate(SURFACE)
            answer = {"x": surface["x"], "y": surface["y"]}
        elif kind in ("touchStart", "touchMove", "touchEnd"):
            points = [{"x": surface["x"] + p["x"], "y": surface["y"] + p["y"], "id": p["id"],
                       "radiusX": 4, "radiusY": 4, "force": 1} for p in command["points"]]
            # A test may stamp the event with its own time (seconds since the epoch), which the page's
            # event.timeStamp, and so GDK's event time, then carry: the rate is the test's, not the delivery's.
            stamp = {"timestamp": command["time"]} if "time" in command else {}
            tools.call("Input.dispatchTouchEvent", type=kind, touchPoints=points, **stamp)
            answer = {"ok": True}
        elif kind == "screenshot":
            data = tools.call("Page.captureScreenshot", format="png")["data"]
            with open(command["path"], "wb") as file:
                file.write(base64.b64decode(data))
            answer = {"ok": True}
        else:
            answer = {"error": f"unknown command {kind}"}
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
