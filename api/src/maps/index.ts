import { routes } from '@pug/domain';
import { requireAdmin } from '../auth/guards.ts';
import type { FeatureFactory } from '../framework/feature.ts';
import { deleteMap } from './deleteMap.ts';
import { mapPoolListeners, type MapPoolChanged } from './deps.ts';
import { getMaps } from './getMaps.ts';
import { postMap } from './postMap.ts';

declare module '../framework/feature.ts' {
  interface Offers {
    /** Subscribe to changes of the map pools (the queue lobbies take them for their next round). */
    mapPoolChanged: MapPoolChanged;
  }
}

/** The map pool: the list for everyone, adding and deleting maps for admins. */
export const mapsFeature: FeatureFactory = ({ collections, now, logger }) => {
  const mapPoolChanged = mapPoolListeners((err) => logger.error({ err }, 'a map pool listener failed'));
  const deps = { collections, now, mapPoolChanged };
  return {
    name: 'maps',
    offers: { mapPoolChanged },
    routes: (router) => {
      router.get(routes.maps.path, getMaps(collections.maps));
      router.post(routes.addMap.path, requireAdmin, postMap(deps));
      router.delete(routes.deleteMap.path, requireAdmin, deleteMap(deps));
    },
  };
};
