/**
 * The `Match record` panel: export the match as JSON (game, options, every move), download it,
 * or paste or load one to resume it. Export waits for the end of a hidden-information match: its
 * record holds the options and the seed, which fix every hidden deal.
 */
import { formatRecord } from '@games/core';
import { h } from './dom.js';
import type { AnySession } from './any-session.js';

export class RecordPanel {
  /** The panel. */
  readonly element: HTMLElement;
  private readonly text = h('textarea', { 'aria-label': 'Match record (JSON)', rows: 6, spellcheck: 'false', class: 'mono' });
  private readonly download = h('a', { class: 'button', hidden: true }, 'Download');
  private readonly exportButton = h('button', { type: 'button' }, 'Export');
  private readonly why = h('p', { class: 'muted', hidden: true }, 'Export is available when the match ends: the record would show what is hidden.');
  private session: AnySession | null = null;
  private seed = 0;

  constructor(
    private readonly gameId: string,
    importRecord: (text: string) => string | null,
  ) {
    const importButton = h('button', { type: 'button' }, 'Import');
    const message = h('p', { class: 'muted', 'aria-live': 'polite' });
    const load = (text: string) => {
      const refused = importRecord(text);
      message.textContent = refused === null ? '' : `Import refused: ${refused}`;
    };
    importButton.onclick = () => load(this.text.value);
    const file = h('input', { type: 'file', accept: '.json,application/json', 'aria-label': 'Import a record file' });
    file.onchange = async () => {
      const chosen = file.files?.[0];
      if (chosen === undefined) return;
      const text = await chosen.text();
      this.text.value = text;
      load(text);
    };
    this.exportButton.onclick = () => this.export();
    this.element = h(
      'details',
      { class: 'panel record' },
      h('summary', {}, 'Match record'),
      h('p', {}, 'Export the match as JSON (the game, its options and every move in notation), or paste or load one to resume it.'),
      this.text,
      h('div', { class: 'controls' }, this.exportButton, this.download, importButton, file),
      this.why,
      message,
    );
  }

  /** Follows the match: export allowed or not. */
  update(session: AnySession, allowed: boolean, seed: number): void {
    this.session = session;
    this.seed = seed;
    this.exportButton.disabled = !allowed;
    this.why.hidden = allowed;
    if (!allowed) {
      this.download.hidden = true;
      if (this.text.value.includes('"moves"') && this.text.dataset.exported === 'true') this.text.value = '';
    }
  }

  private export(): void {
    if (this.session === null || this.exportButton.disabled) return;
    const text = formatRecord(this.session.record());
    this.text.value = text;
    this.text.dataset.exported = 'true';
    const old = this.download.getAttribute('href');
    if (old !== null) URL.revokeObjectURL(old);
    this.download.setAttribute('href', URL.createObjectURL(new Blob([text], { type: 'application/json' })));
    this.download.setAttribute('download', `${this.gameId}-${this.seed}.json`);
    this.download.hidden = false;
  }
}
