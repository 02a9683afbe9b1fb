import { readFileSync } from 'node:fs';
import { unwrap } from '@games/core';
import { tigerzone, scoresOf } from './src/index.ts';
import { rootOf } from './src/board.ts';
const data = JSON.parse(readFileSync('/work/shared/data/tigerzone/tournament-2016-12-02.json', 'utf8'));
const [round, p1, upto] = process.argv.slice(2);
const game = data.games.find((g: any) => g.round === Number(round) && g.p1 === p1);
let state = unwrap(tigerzone.setup({ deck: data.tiles, revealDeck: true }));
for (let i = 0; i <= Number(upto); i++) {
  const [tile, ...rest] = game.moves[i].split(' ');
  const b = scoresOf(state);
  state = unwrap(tigerzone.play(state, unwrap(tigerzone.parseMove(`PLACE ${tile} AT ${rest.join(' ')}`, state))));
  if (i >= Number(upto) - 2) console.log(i, game.moves[i], b, scoresOf(state), 'logged', game.moverScoreAfterMove[i]);
}
const t = state.tiles[state.tiles.length - 1];
for (let s = t.firstSegment; s < state.segmentTile.length; s++) {
  const r = rootOf(state.parent, s);
  const members = [];
  for (let e = 0; e < state.segmentTile.length; e++) if (rootOf(state.parent, e) === r) { const tt = state.tiles[state.segmentTile[e]]; members.push(`${tt.code}@${tt.x},${tt.y}r${tt.rotation}#${e - tt.firstSegment}${tt.crocodile!==null?'C':''}`); }
  console.log(s, 'open', state.openPorts[r], 'tigers', state.tigerCount[r], members.join(' '));
}
console.log(game.note, game.firstRulesDivergenceMove)
