// The codes' transport (www/net/transport-codes.js) over stand-ins for a connection
// and its channel: a connection whose channel is already open when it is handed over
// is told at once, and what is sent from that news reaches it (the host's page welcomes
// a device from there: lost, the device never got its view); messages and the close
// come as events; a peer connected again replaces its old connection, which is closed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openCodes } from "../../www/net/transport-codes.js";

/** A stand-in for an RTCPeerConnection and its data channel, `open` or not yet. */
function fakeConnection(open) {
  const listeners = { channel: new Map(), pc: new Map() };
  const on = (side) => (type, f) => listeners[side].set(type, f);
  const off = (side) => (type) => listeners[side].delete(type);
  const sent = [];
  const channel = {
    readyState: open ? "open" : "connecting",
    addEventListener: on("channel"),
    removeEventListener: off("channel"),
    send: (text) => sent.push(text),
    close() {
      this.readyState = "closed";
    },
  };
  const pc = {
    connectionState: open ? "connected" : "new",
    addEventListener: on("pc"),
    removeEventListener: off("pc"),
    closed: false,
    close() {
      this.closed = true;
    },
  };
  return {
    conn: { pc, channel, sdp: "" },
    sent,
    /** The channel's event `type` (open, message, close), as the browser gives it. */
    fire(type, data) {
      if (type === "open") channel.readyState = "open";
      if (type === "close") channel.readyState = "closed";
      listeners.channel.get(type)?.({ data });
    },
  };
}

test("codes' transport: a channel already open is told at once, and a send from that news reaches it", () => {
  const heard = [];
  const c = fakeConnection(true);
  /** @type {ReturnType<typeof openCodes>} */
  let tr;
  tr = openCodes({
    onJoin: (peer) => {
      heard.push(["join", peer]);
      tr.send(peer, "welcome");
    },
    onMessage: (peer, text) => heard.push(["message", peer, text]),
    onLeave: (peer) => heard.push(["leave", peer]),
  });
  tr.connect("seat-1", c.conn);
  assert.deepEqual(heard, [["join", "seat-1"]]);
  assert.deepEqual(c.sent, ["welcome"], "the welcome sent from onJoin went out");
  assert.equal(tr.has("seat-1"), true);
  c.fire("message", "move");
  c.fire("close");
  assert.deepEqual(heard.slice(1), [
    ["message", "seat-1", "move"],
    ["leave", "seat-1"],
  ]);
});

test("codes' transport: opened later, told then; connected again, the old connection is closed and silent", () => {
  const heard = [];
  const tr = openCodes({
    onJoin: (peer) => heard.push(["join", peer]),
    onMessage: (peer, text) => heard.push(["message", peer, text]),
    onLeave: (peer) => heard.push(["leave", peer]),
  });
  const first = fakeConnection(false);
  tr.connect("code-0", first.conn);
  assert.deepEqual(heard, []);
  first.fire("open");
  tr.send("code-0", "hello");
  assert.deepEqual(first.sent, ["hello"]);
  const second = fakeConnection(true);
  tr.connect("code-0", second.conn);
  assert.equal(first.conn.pc.closed, true, "the old connection is closed");
  first.fire("message", "stale");
  tr.send("code-0", "again");
  assert.deepEqual(second.sent, ["again"]);
  assert.deepEqual(heard, [
    ["join", "code-0"],
    ["join", "code-0"],
  ]);
  tr.drop("code-0");
  assert.equal(tr.has("code-0"), false);
  tr.send("code-0", "gone");
  assert.deepEqual(second.sent, ["again"], "nothing reaches a peer dropped");
});
