// The worker entry when running from a clone: Node 20 does not apply `--import tsx` hooks to a
// worker's own entry, so this plain module loads worker.ts through tsx's scoped loader.
import { tsImport } from 'tsx/esm/api';

const mod = await tsImport('./worker.ts', import.meta.url);
export default mod.default;
