import { routes } from '@pug/domain';
import { requireAdmin } from '../auth/guards.ts';
import type { FeatureFactory } from '../framework/feature.ts';
import { deleteMap } from './deleteMap.ts';
import { getMapImage } from './getMapImage.ts';
import { getMaps } from './getMaps.ts';
import { postMap } from './postMap.ts';
import { putMap } from './putMap.ts';
import { putMapImage } from './putMapImage.ts';

/** The map pool: the list and the maps' pictures for everyone; adding, configuring, picturing and deleting maps for admins. */
export const mapsFeature: FeatureFactory = ({ collections, now, events }) => {
  const deps = { collections, now, events };
  return {
    name: 'maps',
    routes: (router) => {
      router.get(routes.maps.path, getMaps(collections.maps));
      router.post(routes.addMap.path, requireAdmin, postMap(deps));
      router.put(routes.editMap.path, requireAdmin, putMap(deps));
      router.get(routes.mapImage.path, getMapImage(collections.maps));
      router.put(routes.uploadMapImage.path, requireAdmin, putMapImage(deps));
      router.delete(routes.deleteMap.path, requireAdmin, deleteMap(deps));
    },
  };
};
