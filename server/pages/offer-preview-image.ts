/**
 * An offer's preview picture (Open Graph, WhatsApp's card): 1200 × 630 PNG
 * made by sharp, the offer's first uploaded photo (from the image store) or,
 * without one, its drawn vehicle in the chosen colour (the layers the
 * browser draws: models/offer/vehicle-body.ts), above a band with the car's
 * name and the card's monthly price ('a partir de R$ 1.999,90/mês').
 */
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Offer } from '../../models/offer/offer';
import { OG_IMAGE_SIZE, offerName } from '../../models/app/page-head';
import { pageHeadLabels } from '../../models/labels/page-head';
import { minimumMonthlyPrice } from '../../models/pricing/pricing';
import { isPriceAvailable, priceOrUnavailable } from '../../models/pricing/shown-price';
import { vehicleShapeOf } from '../../models/offer/vehicle-body';
import type { OfferImageStore } from '../admin/offer-image-store';
import { vehiclePictureSvg } from '../content/profile-photos';

/** The band under the picture. */
const BAND = 150;
const PICTURE = { width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height - BAND };
/** The site's colour (index.html's theme-color). */
const BAND_COLOUR = '#3a1a78';

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The band: the car's name, and its price when one can be shown. */
function bandSvg(offer: Offer): string {
  const monthly = minimumMonthlyPrice(offer);
  const price = isPriceAvailable(monthly) ? pageHeadLabels.imagePrice(priceOrUnavailable(monthly)) : '';
  const name = offerName(offer);
  const nameSize = name.length > 34 ? 40 : 50;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE.width}" height="${BAND}" viewBox="0 0 ${PICTURE.width} ${BAND}">` +
    `<rect width="${PICTURE.width}" height="${BAND}" fill="${BAND_COLOUR}"/>` +
    `<text x="56" y="${price ? 66 : 90}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${nameSize}" font-weight="bold" fill="#ffffff">${xml(name)}</text>` +
    (price ? `<text x="56" y="122" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38" fill="#ffffff">${xml(price)}</text>` : '') +
    '</svg>'
  );
}

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The offer's first uploaded photo, fitted whole on a light background; undefined when it has none the store keeps. */
async function photoPicture(offer: Offer, store: OfferImageStore | undefined): Promise<Buffer | undefined> {
  const id = offer.imageSet?.[0]?.id;
  if (!id || !store) return undefined;
  const stored = await store.read(id, 's1280');
  if (!stored) return undefined;
  try {
    return await sharp(await bytesOf(stored))
      .resize(PICTURE.width, PICTURE.height, { fit: 'contain', background: '#f2f3f6' })
      .flatten({ background: '#f2f3f6' })
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}

/** The drawn vehicle of the offer's model, in a colour (the offer's first when none is given). */
function drawnPicture(offer: Offer, colorId: string | null): Promise<Buffer> {
  const colour = offer.colors.find((c) => c.colorId === colorId) ?? offer.colors[0];
  const svg = vehiclePictureSvg(vehicleShapeOf(offer), colour?.rgb ?? '#c8c8c8', colour?.secondaryRgb, 0, PICTURE);
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The preview picture of an offer in a colour, as PNG. */
export async function offerPreviewImage(offer: Offer, colorId: string | null, store?: OfferImageStore): Promise<Buffer> {
  const picture = (await photoPicture(offer, store)) ?? (await drawnPicture(offer, colorId));
  return sharp({ create: { width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: picture, top: 0, left: 0 },
      { input: Buffer.from(bandSvg(offer)), top: PICTURE.height, left: 0 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
