const CLAIM_KINDS = ['threefold', 'fifty', 'illegal-move', 'quickplay-finish'];

export { CLAIM_KINDS };
//# sourceMappingURL=decisions.js.map
