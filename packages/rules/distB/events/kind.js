const defineEvent = (kind) => kind;
const meaningOnly = () => void 0;

export { defineEvent, meaningOnly };
//# sourceMappingURL=kind.js.map
