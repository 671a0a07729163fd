/** The regulations offered, by the preset names of `@chesslaws/rules`. */
export const REGULATION_NAMES = [
  'fide-standard',
  'fide-rapid',
  'fide-rapid-unsupervised',
  'fide-blitz',
  'fide-blitz-unsupervised',
  'armageddon',
  'casual',
  'legacy',
] as const;

/** One of {@link REGULATION_NAMES}. */
export type RegulationName = (typeof REGULATION_NAMES)[number];

/**
 * The variants offered, by the lichess names of `@chesslaws/variants` (`findVariant` reads
 * them): standard chess, Chess960, the seven lichess variants and the six fairy ones.
 */
export const VARIANT_NAMES = [
  'standard',
  'chess960',
  'crazyhouse',
  'antichess',
  'atomic',
  'horde',
  'kingofthehill',
  'racingkings',
  '3check',
  'knightmate',
  'extinction',
  'almost',
  'amazon',
  'shatranj',
  'makruk',
] as const;

/** One of {@link VARIANT_NAMES}. */
export type VariantChoice = (typeof VARIANT_NAMES)[number];

/** The variant of saved settings: settings from before variants were offered are standard or Chess960. */
export const variantOf = (settings: Pick<GameSettings, 'variant' | 'start'>): VariantChoice =>
  settings.variant ?? (settings.start.kind === 'chess960' ? 'chess960' : 'standard');

/** Where the game starts. */
export type StartChoice =
  | { readonly kind: 'standard' }
  | { readonly kind: 'chess960'; readonly number: number }
  | { readonly kind: 'fen'; readonly fen: string };

/** What happens to an illegal move: refused by the app, or completed and penalized by the rules. */
export type IllegalMode = 'reject' | 'record';

/**
 * How the screen is laid out: the board and the record on one screen, the board between the
 * two players' clocks over the board, or a clock only, beside a real board.
 */
export type Layout = 'otb' | 'screen' | 'clock';

/**
 * What the user changed of the regulation in the form; each is written over the preset as an
 * override, and an absent one is left as the preset has it.
 */
export interface RegulationChoices {
  /** An arbiter at the board rules on illegal moves at once (`illegalMoves.supervised`; L-A.5.2 when not). */
  readonly supervised?: boolean;
  /** Minutes the opponent gets for an illegal move or an incorrect claim (L-7.5.5, L-9.5, L-A.3). */
  readonly penaltyMinutes?: number;
  /** The illegal move that loses: the 2nd (L-7.5.5) or the 3rd (S-strikes). */
  readonly lossOn?: number;
  /** Whether draw offers are allowed (`drawOffers.allowed`). */
  readonly drawOffers?: boolean;
  /** Whether claimable draws are claimed for the players (`claimableDraws.automatic`). */
  readonly autoClaims?: boolean;
  /** Picking up a piece touches it (L-4.3): the rules' touch-move then binds the player. */
  readonly touchMove?: boolean;
}

/** Everything the new-game form decides. */
export interface GameSettings {
  /** The regulation preset. */
  readonly regulation: RegulationName;
  /** The time control as typed (`3+2`, `90/40+30, 30+30`). */
  readonly timeControl: string;
  /** What an illegal move does. */
  readonly illegalMoves: IllegalMode;
  /** The variant played (absent in settings saved before variants: standard, or Chess960 by the start). */
  readonly variant?: VariantChoice;
  /** The start position (a FEN is read in the variant). */
  readonly start: StartChoice;
  /** The layout. */
  readonly layout: Layout;
  /** What the user changed of the regulation (absent: all as the preset has it). */
  readonly choices?: RegulationChoices;
}

/** The time control the form suggests for a regulation that starts without a clock (casual play). */
export const CONTROL_WITHOUT_PRESET = '10+5';

/** Time controls offered as one-tap presets. */
export const CONTROL_PRESETS = [
  '1+0',
  '3+2',
  '5+3',
  '10+5',
  '15+10',
  '25+10',
  '90+30',
  '90/40+30, 30+30',
];

/** The settings of a first visit. */
export const DEFAULT_SETTINGS: GameSettings = {
  regulation: 'fide-blitz',
  timeControl: '3+2',
  illegalMoves: 'record',
  start: { kind: 'standard' },
  layout: 'screen',
};
