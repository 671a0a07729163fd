import { opposite } from '@chesslaws/board';
import { CHESS960, chess960Setup, Position, STANDARD } from '@chesslaws/moves';
import { isVariantDrawnByMaterial, variantBoardOutcome } from '@chesslaws/termination';
import { msg } from '../messages/msg.js';
import { RulesError } from '../model/errors.js';
import { definePlugin } from '../plugin/plugin.js';

const VARIANT_SLOT = 'variant';
function adjudicateBoard(ctx) {
  const pos = ctx.position;
  if (pos.hasLegalMoves()) return void 0;
  return pos.isCheck()
    ? {
        result: pos.turn === 'white' ? '0-1' : '1-0',
        termination: 'checkmate',
        winner: opposite(pos.turn),
        byRule: 'L-5.1.1',
      }
    : { result: '1/2-1/2', termination: 'stalemate', byRule: 'L-5.2.1' };
}
const screenBoard = (plies, game) => (game.final.hasLegalMoves() ? plies : [...plies, game.plies]);
const BOARD_RULES = [
  { id: 'L-3.1', summary: msg('variant.rule.moves', {}) },
  { id: 'L-3.7', summary: msg('variant.rule.pawns', {}) },
  { id: 'L-3.9', summary: msg('variant.rule.check', {}) },
  { id: 'L-5.1.1', summary: msg('variant.rule.mate', {}) },
  { id: 'L-5.2.1', summary: msg('variant.rule.stalemate', {}) },
];
function variantRules(variant, options) {
  if (variant === STANDARD)
    return [
      { id: 'L-2.4', summary: msg('variant.rule.start', {}) },
      { id: 'L-3.8', summary: msg('variant.rule.castling', {}) },
      ...BOARD_RULES,
    ];
  if (variant === CHESS960)
    return [
      {
        id: 'L-G2',
        summary: msg('variant.rule.chess960', { start: options.startPosition ?? 518 }),
      },
      ...BOARD_RULES,
    ];
  return [
    { id: 'L-3.10', summary: msg('variant.rule.variantMoves', { variant: variant.title }) },
    // The variant's own rules, in its words; a catalog may word them by their ID.
    ...variant.rules.map((r) => ({
      id: r.id,
      summary: msg('variant.rule.own', { id: r.id, text: r.summary }),
    })),
    // Mate and stalemate stand where the variant keeps check and says nothing else of no moves.
    ...(variant.check === 'none' || variant.noMoves
      ? []
      : [
          { id: 'L-5.1.1', summary: msg('variant.rule.mate', {}) },
          { id: 'L-5.2.1', summary: msg('variant.rule.stalemate', {}) },
        ]),
  ];
}
function variantSetup(variant, options, setup) {
  const name = variant.name;
  if (variant === CHESS960) {
    if (setup.startGiven && setup.position) {
      if (setup.variant === 'chess960') return setup;
      const pos2 = Position.fromSetup(setup.position.toSetup(), { chess960: true });
      if (!pos2.ok) throw new RulesError('ERR_RULES_START', pos2.error.message, { field: 'start' });
      return { ...setup, variant: name, position: pos2.value };
    }
    const start = options.startPosition ?? 518;
    const pos = Position.fromSetup(chess960Setup(start), { chess960: true });
    if (!pos.ok)
      throw new RulesError('ERR_RULES_START', pos.error.message, { field: 'startPosition' });
    return { ...setup, variant: name, position: pos.value, chess960: start };
  }
  if (variant === STANDARD)
    return setup.position ? setup : { ...setup, variant: name, position: Position.default() };
  if (setup.startGiven && setup.position) {
    if (setup.position.variant === variant) return { ...setup, variant: name };
    const pos = Position.fromSetup(setup.position.toSetup(), { variant });
    if (!pos.ok)
      throw new RulesError('ERR_RULES_START', `${variant.title}: ${pos.error.message}`, {
        field: 'start',
      });
    return { ...setup, variant: name, position: pos.value };
  }
  return { ...setup, variant: name, position: Position.default(variant) };
}
function variantHooks(variant, options) {
  const setup = (s) => variantSetup(variant, options, s);
  if (variant.standard) return { setup, adjudicate: adjudicateBoard, screen: screenBoard };
  return {
    setup,
    // The variant's end, mate, stalemate, or its draw by material: termination's, as lichess.
    adjudicate: (ctx) => variantBoardOutcome(ctx.position),
    // The end on the board leaves no legal move; insufficient material, once reached, stays.
    screen: (plies, game) => {
      const out = screenBoard(plies, game);
      if (!isVariantDrawnByMaterial(game.final)) return out;
      let lo = 0;
      let hi = game.plies;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (isVariantDrawnByMaterial(game.position(mid))) hi = mid;
        else lo = mid + 1;
      }
      return [...out, lo];
    },
  };
}
const isVariant = (v) =>
  typeof v === 'object' &&
  v !== null &&
  typeof v.name === 'string' &&
  typeof v.standard === 'boolean' &&
  typeof v.startFen === 'string';
function variantPlugin(variant = STANDARD, options = {}) {
  if (!isVariant(variant))
    throw new RulesError(
      'ERR_RULES_PLUGIN_OPTIONS',
      'variantPlugin takes a Variant (STANDARD, CHESS960, one from defineVariant, or @chesslaws/variants such as atomic())',
      { field: 'variant' },
      { plugin: 'variant' },
    );
  const start = options.startPosition;
  if (
    start !== void 0 &&
    (variant !== CHESS960 || !Number.isInteger(start) || start < 0 || start > 959)
  )
    throw new RulesError(
      'ERR_RULES_PLUGIN_OPTIONS',
      variant === CHESS960
        ? `variant: option 'startPosition' must be a start-position number 0..959 (got ${JSON.stringify(start)})`
        : "variant: option 'startPosition' is Chess960's only",
      { field: 'variant.startPosition' },
      { plugin: 'variant' },
    );
  const defaults =
    variant === CHESS960
      ? { variant: variant.name, startPosition: start ?? 518 }
      : { variant: variant.name };
  return definePlugin({
    name: 'variant',
    slot: VARIANT_SLOT,
    variant,
    defaults,
    rules: (o) => variantRules(variant, o),
    hooks: (o) => variantHooks(variant, o),
  })();
}

export { VARIANT_SLOT, variantPlugin };
//# sourceMappingURL=variant.js.map
