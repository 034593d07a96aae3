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
    routes: (mount) => {
      mount('maps', getMaps(collections.maps));
      mount('addMap', postMap(deps));
      mount('editMap', putMap(deps));
      mount('mapImage', getMapImage(collections.maps));
      mount('uploadMapImage', putMapImage(deps));
      mount('deleteMap', deleteMap(deps));
    },
  };
};
