/**
 * The content paths the site reads (spec 001 §7): the image folder listing
 * `GET /content/dam/{brand}/products/{model}/{version}/{series}/{year}/page/profile-carousel/{color}.1.json`
 * (an empty folder, 200, when the offer has no photos in that colour: an
 * absent picture is not an error), the photos inside
 * `…/profile-carousel/{color}/{name}` (404 when there is no such photo), and
 * a page component's tracking properties
 * `GET /content/flua/components/{component}.infinity.json` (404 for a
 * component without any; the browser ignores it).
 */
import type { FastifyInstance } from 'fastify';
import { TRACKING_COMPONENTS_FOLDER } from '../../models/common/tracking';
import { ListingParams, PhotoParams } from '../../models/content/content-requests';
import { TrackingPropertiesParams, componentOfFile, type ComponentContent } from '../../models/content/tracking-properties';
import { vehicleShapeOf } from '../../models/offer/vehicle-body';
import { showcaseLabels } from '../../models/labels/showcase';
import type { Database } from '../db/database';
import { HttpError, anyone, defineRoute } from '../http/route';
import { findFolderOffer, findTrackingProperties } from './content-repo';
import { PHOTOGRAPHED_MODELS, PHOTO_NAMES, emptyFolderListing, folderListing, profilePhoto } from './profile-photos';

const FOLDER = '/content/dam/:brand/products/:model/:version/:series/:year/page/profile-carousel';

const notFound = () => new HttpError(404, 'content_not_found', showcaseLabels.errors.contentNotFound);

export function contentRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: `${TRACKING_COMPONENTS_FOLDER}/:file`,
      access: anyone,
      params: TrackingPropertiesParams,
      handler: async ({ params, reply }): Promise<ComponentContent> => {
        const component = componentOfFile(params.file);
        const trackingProperties = await findTrackingProperties(db, component);
        if (!trackingProperties) throw notFound();
        reply.header('cache-control', 'public, max-age=300');
        return { component, trackingProperties };
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: `${FOLDER}/:file`,
      access: anyone,
      params: ListingParams,
      handler: async ({ params, reply }) => {
        const colourCode = params.file.replace(/\.1\.json$/, '');
        const offer = await findFolderOffer(db, params);
        const photographed = !!offer && PHOTOGRAPHED_MODELS.has(offer.modelCode) && offer.colors.some((c) => c.code === colourCode);
        reply.header('cache-control', 'public, max-age=300');
        return photographed ? folderListing(colourCode) : emptyFolderListing(colourCode);
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: `${FOLDER}/:color/:image`,
      access: anyone,
      params: PhotoParams,
      handler: async ({ params, reply }) => {
        const n = PHOTO_NAMES.indexOf(params.image as (typeof PHOTO_NAMES)[number]);
        const offer = n >= 0 ? await findFolderOffer(db, params) : undefined;
        const colour = offer?.colors.find((c) => c.code === params.color);
        if (!offer || !colour) throw notFound();
        return reply
          .header('cache-control', 'public, max-age=86400')
          .type('image/png')
          .send(await profilePhoto(vehicleShapeOf(offer), colour.rgb, colour.secondaryRgb, n));
      },
    });
  };
}
