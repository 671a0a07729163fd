import { packageBuild } from '../../tsup.shared.ts';

export default packageBuild({ entry: ['src/index.ts', 'src/bin.ts'] });
