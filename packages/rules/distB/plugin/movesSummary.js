//# sourceMappingURL=movesSummary.js.map
