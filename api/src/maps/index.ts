import type { FeatureFactory } from '../framework/feature.ts';
import { getMaps } from './getMaps.ts';

/** The map pool. Adding and deleting maps are admin routes of the admin issue. */
export const mapsFeature: FeatureFactory = ({ collections }) => ({
  name: 'maps',
  routes: (router) => router.get('/api/maps/', getMaps(collections.maps)),
});
