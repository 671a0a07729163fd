//# sourceMappingURL=outcome.js.map
