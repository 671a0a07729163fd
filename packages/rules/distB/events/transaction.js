//# sourceMappingURL=transaction.js.map
