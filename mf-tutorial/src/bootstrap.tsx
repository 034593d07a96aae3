import { mountStandalone } from '@pug/platform';
import Overlays from './Overlays.tsx';

mountStandalone(Overlays, { basePath: '/', routePath: '*' });
