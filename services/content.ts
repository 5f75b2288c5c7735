/** Content paths (spec 001 §7): the image folder listing of the profile carousel. */
import { FolderListing, imageNamesOfListing, profileCarouselImagePath, profileCarouselListingPath, type ProfileCarouselKey } from '../models/content/content-images';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

/**
 * The profile-carousel image URLs of an offer in a colour: the jpg, jpeg and
 * png entries of the folder listing. A 404 is tolerated: an empty list.
 */
export async function getProfileCarouselImages(api: Api, key: ProfileCarouselKey, signal?: AbortSignal): Promise<string[]> {
  const base = api.config.contentUrl;
  const listing = await api.http
    .url(`${base}${profileCarouselListingPath(key)}`, true)
    .options(withSignal(signal))
    .get()
    .notFound(() => null)
    .json(answerOf(FolderListing));
  return imageNamesOfListing(listing).map((name) => `${base}${profileCarouselImagePath(key, name)}`);
}
