//# sourceMappingURL=facts.js.map
