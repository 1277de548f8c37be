import { jestConfig } from '../../jest.preset.js';

export default jestConfig({ displayName: 'reading', integration: true });
