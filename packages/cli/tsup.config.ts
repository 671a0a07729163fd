import { packageBuild } from '../../tsup.shared';

export default packageBuild({ entry: ['src/index.ts', 'src/bin.ts'] });
