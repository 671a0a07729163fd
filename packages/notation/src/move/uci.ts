/**
 * UCI move text (`e2e4`, `e7e8q`, `e1g1`; `e1h1` in Chess960) belongs to the moves package,
 * which engines use without notation; it is re-exported here so that every notation is one
 * import away. `makeSan(pos, move, { style: 'uci' })` writes the same text.
 */
export { makeUci, parseUci } from '@chesslaws/moves';
