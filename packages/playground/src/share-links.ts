/**
 * The links of an online room, to share: the invite link (the next person takes a free seat) and
 * the spectator link (watch only), each with a Copy button. A private room is reached only by
 * these links: the lobby never lists it.
 */
import { h } from './dom.js';

/** Copies `text` to the clipboard: the Clipboard API, else the selected field's text (older browsers, plain http). */
async function copyText(text: string, field: HTMLInputElement): Promise<boolean> {
  try {
    if (navigator.clipboard !== undefined) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, not a secure context): fall back to the selection
  }
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** One link with its field and Copy button; `said` tells the outcome in words (a live region). */
function linkRow(label: string, href: string, copyLabel: string, said: HTMLElement): HTMLElement {
  const field = h('input', { type: 'text', readonly: true, value: href, 'aria-label': label, class: 'mono share-field' });
  const copy = h('button', { type: 'button' }, copyLabel);
  copy.onclick = () => {
    void copyText(href, field).then((copied) => {
      said.textContent = copied ? `${label} copied.` : `Could not copy: select the ${label.toLowerCase()} and copy it.`;
    });
  };
  return h('div', { class: 'share-row' }, h('a', { href }, label === 'Invite link' ? 'this link' : 'the spectator link'), field, copy);
}

/** The share panel of a room: its id, whether it is private (`null`: not known to this page), and the two links with Copy buttons. */
export function shareLinks(room: { roomId: string; isPrivate: boolean | null; inviteLink: string; watchLink: string }): HTMLElement {
  const said = h('p', { class: 'muted share-said', 'aria-live': 'polite' });
  return h(
    'section',
    { class: 'panel share', 'aria-label': 'Share this room' },
    h('p', {}, 'Room ', h('code', {}, room.roomId), room.isPrivate === null ? '' : room.isPrivate ? ' · private: only these links get in' : ' · listed in the public rooms'),
    linkRow('Invite link', room.inviteLink, 'Copy invite link', said),
    linkRow('Spectator link', room.watchLink, 'Copy spectator link', said),
    said,
  );
}
