import './style.css';
import { parseHash } from './config.js';
import { homePage } from './home.js';
import { siteHeader } from './header.js';
import { mountLobby } from './lobby.js';
import { h } from './dom.js';
import { mountGamePage } from './page.js';

const root = document.getElementById('app')!;
let stop: () => void = () => {};
let route = 0;

/** Shows the page of the current address. */
async function show(): Promise<void> {
  const mine = ++route;
  stop();
  stop = () => {};
  const config = parseHash(location.hash);
  if (config === null) {
    root.replaceChildren(
      siteHeader(null),
      homePage(),
    );
    return;
  }
  if (config.gameId === 'lobby') {
    const main = h('main', { class: 'page lobby' });
    root.replaceChildren(siteHeader('lobby'), main);
    stop = mountLobby(main, config);
    return;
  }
  const stopPage = await mountGamePage(root, config);
  if (mine === route) stop = stopPage;
  else stopPage();
}

window.addEventListener('hashchange', () => void show());
void show();
