//# sourceMappingURL=types.js.map
