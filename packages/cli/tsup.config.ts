import { packageBuild } from '../../tsup.shared.ts';

// bin.ts is built with the other modules (ESM); package.json points "bin" at dist/bin.js.
export default packageBuild();
