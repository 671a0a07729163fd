//# sourceMappingURL=played.js.map
