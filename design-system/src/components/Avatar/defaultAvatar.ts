const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" fill="#3a3f4a"/>' +
  '<circle cx="32" cy="25" r="12" fill="#a1a7b3"/>' +
  '<path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#a1a7b3"/>' +
  '</svg>';

/** A neutral silhouette as a data URI, for users with no avatar and as the load-error fallback. */
export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(svg)}`;
