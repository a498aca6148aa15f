// @ts-check
// The one interface between the protocol (./protocol.js: HostSession, GuestSession, the
// mirror, the remote seats, the reactions, the watchers) and whatever carries its
// messages. A transport is opened with three events and gives back a way to send:
//
//   open({ onJoin(peer), onMessage(peer, text), onLeave(peer) }) → Transport
//   transport.send(peer, text)      one message, JSON text, to one peer
//   transport.close()               every connection ends; no event follows
//
// "Invite with one link" (./relay.js openRoom: one room on three signalling networks)
// is one; the codes (./peer.js, one RTCPeerConnection per invitation) are the other, one
// peer per pasted reply. The core never learns which: a host's session hands a seat's
// or a watcher's text to `send`, and takes what comes from `onMessage`. The node tests
// drive the core over an in-memory transport (tests/node/net-watchers.test.mjs).

/**
 * @typedef {{ send: (peer: string, text: string) => void, close: () => void }} Transport
 * @typedef {{
 *   onJoin: (peer: string) => void,        // a peer connected (again)
 *   onMessage: (peer: string, text: string) => void,
 *   onLeave: (peer: string) => void,       // a peer is gone (or its connection stalls)
 * }} TransportEvents
 */

export {};
