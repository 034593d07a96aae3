import { mountStandalone } from '@pug/platform';
import App from './App.tsx';

mountStandalone(App, { basePath: '/admin', routePath: '/admin/*' });
