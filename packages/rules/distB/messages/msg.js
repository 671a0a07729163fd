import { message } from './message.js';

const msg = (key, params) => message(key, params);

export { msg };
//# sourceMappingURL=msg.js.map
