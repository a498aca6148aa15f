// Joining a table by codes, as people do it: the guest opens the host's invitation
// link of a seat, the host pastes the guest's reply and presses Connect. Shared by the
// browser tests of play on several devices by codes.
import { open } from "./lib.mjs";

/** The invitation link of `seat` on the host's page. */
export async function inviteLink(host, seat, timeout = 20000) {
  const a = host.page.locator(`[data-role="invite"][data-seat="${seat}"] a[data-role="invite-link"]`);
  await a.waitFor({ timeout });
  return /** @type {string} */ (await a.getAttribute("href"));
}

/** The guest opens `link`; returns the reply code its page shows. */
export async function replyTo(guest, link, timeout = 20000) {
  await open(guest.page, link);
  const code = guest.page.locator('[data-role="reply-code"]');
  await code.waitFor({ timeout });
  return (await code.textContent()).trim();
}

/**
 * The host enters the guest's reply for `seat` and presses Connect; returns the ms from
 * the click to the seat's "connected". `typed`: the reply goes in as a person pastes
 * it (the input clicked, the text inserted), else it is set as the field's value
 * (typing it key by key is slow in some engines).
 * @param {{ typed?: boolean, timeout?: number }} [o]
 */
export async function acceptReply(host, seat, reply, o = {}) {
  const input = `[data-role="reply-input"][data-seat="${seat}"]`;
  if (o.typed) {
    await host.page.locator(input).click();
    await host.page.keyboard.insertText(reply);
  } else {
    await host.page.locator(input).fill(reply);
  }
  const started = Date.now();
  await host.page.locator(`[data-action="accept-reply"][data-seat="${seat}"]`).click();
  await host.page.waitForSelector(`[data-role="seat-status"][data-seat="${seat}"][data-state="connected"]`, {
    timeout: o.timeout ?? 20000,
  });
  return Date.now() - started;
}

/**
 * The guest joins the host's `seat` by codes: opens the invitation, the host pastes its
 * reply. Returns the link, the reply and the ms from Connect to connected.
 * @param {{ typed?: boolean, timeout?: number }} [o]
 */
export async function joinByCode(host, guest, seat, o = {}) {
  const link = await inviteLink(host, seat, o.timeout);
  const reply = await replyTo(guest, link, o.timeout);
  const ms = await acceptReply(host, seat, reply, o);
  return { link, reply, ms };
}
