/** The path parameter of an offer photo's file as the server stores it (one of its sizes, in WebP). */
import { object, pattern, string } from 'superstruct';

/** `{fingerprint}-{size}.webp`. */
export const ImageFileParams = object({ file: pattern(string(), /^[0-9a-f]{32}-(s48|s140|s319|s1280)\.webp$/) });
