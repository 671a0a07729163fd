const message = (key, params = {}) => Object.freeze({ key, params: Object.freeze({ ...params }) });
const asMessage = (value) => (typeof value === 'string' ? message('text', { text: value }) : value);
const isMessage = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof value.key === 'string' &&
  typeof value.params === 'object';

export { asMessage, isMessage, message };
//# sourceMappingURL=message.js.map
