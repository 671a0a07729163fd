//# sourceMappingURL=setup.js.map
