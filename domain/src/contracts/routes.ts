/**
 * Every HTTP call of docs/product.md "HTTP routes" (plus the ones docs/architecture.md "How a request travels" adds): method, path and auth. Pure data
 * with no schema, so the frontends' api paths (`pathOf`) cost nothing on the first page load; the
 * body schemas the api parses are in routeBodies.ts.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: anyone; user: signed in; admin: signed-in admin. */
export type RouteAuth = 'public' | 'user' | 'admin';

export interface RouteSpec {
  method: HttpMethod;
  /** Koa-router style path; `:id` is the product's `{id}`. */
  path: string;
  auth: RouteAuth;
  /**
   * A GET that changes state (the product makes these GETs): accepted only from the site's own fetch
   * (it carries APP_REQUEST_HEADER), never from a link, a navigation or an image.
   */
  changesState?: true;
  /** The body is raw bytes, not JSON (a map's uploaded picture): its handler reads the request stream. */
  body?: 'bytes';
}

const r = <const T extends RouteSpec>(spec: T): T => spec;

export const routes = {
  customSeason: r({ method: 'POST', path: '/api/customSeason', auth: 'user' }),
  approveCustomSeason: r({ method: 'GET', path: '/api/customSeason/:id/approve', auth: 'admin', changesState: true }),
  /** Our addition: an admin rejects a pending request with a reason (the player is told; they may ask again). */
  rejectCustomSeason: r({ method: 'POST', path: '/api/customSeason/:id/reject', auth: 'admin' }),
  deleteCustomSeason: r({ method: 'DELETE', path: '/api/customSeason/:id', auth: 'user' }),
  teamRole: r({ method: 'POST', path: '/api/teamRole', auth: 'user' }),
  finishTutorial: r({ method: 'GET', path: '/api/finishTutorial', auth: 'user', changesState: true }),
  appealBan: r({ method: 'POST', path: '/api/appealBan/', auth: 'user' }),
  dismissNotification: r({ method: 'GET', path: '/api/dismissNotification/:id', auth: 'user', changesState: true }),
  queues: r({ method: 'GET', path: '/api/queues', auth: 'public' }),
  pugCreds: r({ method: 'GET', path: '/api/pugCreds/:id', auth: 'user' }),
  acceptSub: r({ method: 'POST', path: '/api/acceptSub/:id', auth: 'user' }),
  pugHistoryDict: r({ method: 'POST', path: '/api/pugHistoryDict', auth: 'public' }),
  serverList: r({ method: 'GET', path: '/api/serverList', auth: 'public' }),
  pug: r({ method: 'GET', path: '/api/pug/:id', auth: 'public' }),
  maps: r({ method: 'GET', path: '/api/maps/', auth: 'public' }),
  addMap: r({ method: 'POST', path: '/api/maps/', auth: 'admin' }),
  deleteMap: r({ method: 'DELETE', path: '/api/maps/:id', auth: 'admin' }),
  /** Our addition: a map's config and whitelist per format. */
  editMap: r({ method: 'PUT', path: '/api/maps/:id', auth: 'admin' }),
  /** Our addition: a map's picture (an uploaded PNG/JPEG/WebP, else a generated SVG card). */
  mapImage: r({ method: 'GET', path: '/api/maps/:id/image', auth: 'public' }),
  /** Our addition: an admin uploads a map's picture (the raw PNG/JPEG/WebP bytes as the body). */
  uploadMapImage: r({ method: 'PUT', path: '/api/maps/:id/image', auth: 'admin', body: 'bytes' }),
  allReports: r({ method: 'GET', path: '/api/allReports/', auth: 'admin' }),
  deleteReport: r({ method: 'DELETE', path: '/api/report/:id', auth: 'admin' }),
  reportPlayer: r({ method: 'POST', path: '/api/reportPlayer/', auth: 'user' }),
  xpRequests: r({ method: 'GET', path: '/api/xpRequests/', auth: 'admin' }),
  userDict: r({ method: 'POST', path: '/api/userDict/', auth: 'public' }),
  pugStats: r({ method: 'GET', path: '/api/pugStats/:id', auth: 'public' }),
  servers: r({ method: 'GET', path: '/api/servers/', auth: 'admin' }),
  addServer: r({ method: 'POST', path: '/api/servers/', auth: 'admin' }),
  editServer: r({ method: 'PUT', path: '/api/servers/:id', auth: 'admin' }),
  removeServer: r({ method: 'DELETE', path: '/api/servers/:id', auth: 'admin' }),
  queryServer: r({ method: 'POST', path: '/api/servers/:id/query', auth: 'admin' }),
  endServerReservation: r({ method: 'POST', path: '/api/servers/:id/endReservation', auth: 'admin' }),
  captain: r({ method: 'POST', path: '/api/captain/', auth: 'admin' }),
  queueRole: r({ method: 'POST', path: '/api/queueRole', auth: 'user' }),
  self: r({ method: 'GET', path: '/api/self/', auth: 'user' }),
  refreshHistory: r({ method: 'GET', path: '/api/refreshHistory', auth: 'user', changesState: true }),
  banPlayer: r({ method: 'POST', path: '/api/banPlayer/', auth: 'admin' }),
  deleteBan: r({ method: 'POST', path: '/api/deleteBan/', auth: 'admin' }),
  // Lobby and pug commands we added (their bodies: lobbyBodies.ts, http.ts).
  preready: r({ method: 'POST', path: '/api/preready', auth: 'user' }),
  /** A queued medic marks (or unmarks) a queued player as friend; the friend may refuse (domain/src/lobby/friends.ts). */
  markFriend: r({ method: 'POST', path: '/api/markFriend', auth: 'user' }),
  refuseFriend: r({ method: 'POST', path: '/api/refuseFriend', auth: 'user' }),
  voteMap: r({ method: 'POST', path: '/api/voteMap', auth: 'user' }),
  /** Adding for the night (contracts/nightAdd.ts): the player's running add, adding to several queues for a while, cancelling it. */
  nightAdd: r({ method: 'GET', path: '/api/nightAdd', auth: 'user' }),
  addForNight: r({ method: 'POST', path: '/api/nightAdd', auth: 'user' }),
  cancelNightAdd: r({ method: 'DELETE', path: '/api/nightAdd', auth: 'user' }),
  pick: r({ method: 'POST', path: '/api/pick', auth: 'user' }),
  voteSub: r({ method: 'POST', path: '/api/voteSub/:id', auth: 'user' }),
  // Admin routes we added (docs/decisions.md, "Admin and moderation").
  adminPlayers: r({ method: 'GET', path: '/api/admin/players', auth: 'admin' }),
  adminPlayer: r({ method: 'GET', path: '/api/admin/players/:id', auth: 'admin' }),
  /** An admin lifts a player's queue cooldown and strikes, with a reason (players/reliability.ts). */
  liftCooldown: r({ method: 'POST', path: '/api/admin/players/:id/liftCooldown', auth: 'admin' }),
  /** A player's ratings per format and class with the changes behind them, and an admin setting one with a reason (contracts/ratings.ts). */
  adminPlayerRatings: r({ method: 'GET', path: '/api/admin/players/:id/ratings', auth: 'admin' }),
  adjustRating: r({ method: 'POST', path: '/api/admin/players/:id/rating', auth: 'admin' }),
  appeals: r({ method: 'GET', path: '/api/appeals/', auth: 'admin' }),
  acceptAppeal: r({ method: 'POST', path: '/api/appeals/:id/accept', auth: 'admin' }),
  rejectAppeal: r({ method: 'POST', path: '/api/appeals/:id/reject', auth: 'admin' }),
  handleReport: r({ method: 'POST', path: '/api/report/:id/handle', auth: 'admin' }),
  auditLog: r({ method: 'GET', path: '/api/auditLog/', auth: 'admin' }),
  cancelPug: r({ method: 'POST', path: '/api/pug/:id/cancel', auth: 'admin' }),
  endPugWithScore: r({ method: 'POST', path: '/api/pug/:id/endWithScore', auth: 'admin' }),
  pugAutoSub: r({ method: 'POST', path: '/api/pug/:id/autoSub', auth: 'admin' }),
  /** A completed pug whose score logs.tf disagrees with gets logs.tf's score, its elo applied again (pug/reconciliation.ts). */
  useLogsTfScore: r({ method: 'POST', path: '/api/pug/:id/useLogsTfScore', auth: 'admin' }),
  forceSub: r({ method: 'POST', path: '/api/forceSub/:id', auth: 'admin' }),
  // Game control on a live pug's server: re-run its set-up, move it, an RCON console.
  reinitializePugServer: r({ method: 'POST', path: '/api/pug/:id/server/reinitialize', auth: 'admin' }),
  reassignPugServer: r({ method: 'POST', path: '/api/pug/:id/server/reassign', auth: 'admin' }),
  pugRcon: r({ method: 'POST', path: '/api/pug/:id/rcon', auth: 'admin' }),
  /** Our addition: the steps of the pug's game-server set-up so far, as its page shows them (domain pug/serverSetup.ts). */
  pugServerSetup: r({ method: 'GET', path: '/api/pug/:id/serverSetup', auth: 'public' }),
  // Profiles and the ladder (contracts/profile.ts).
  profile: r({ method: 'GET', path: '/api/profile/:id', auth: 'public' }),
  playerPugs: r({ method: 'GET', path: '/api/profile/:id/pugs', auth: 'public' }),
  playerElo: r({ method: 'GET', path: '/api/profile/:id/elo', auth: 'public' }),
  /** Who a player plays with and against, per format, and a name lookup among them (contracts/mates.ts). */
  playerMates: r({ method: 'GET', path: '/api/profile/:id/mates', auth: 'public' }),
  /** Link previews (api/src/link-previews): the PNG card a shared player or pug page shows (1200×630). */
  playerPreviewImage: r({ method: 'GET', path: '/api/profile/:id/preview.png', auth: 'public' }),
  pugPreviewImage: r({ method: 'GET', path: '/api/pug/:id/preview.png', auth: 'public' }),
  ladder: r({ method: 'GET', path: '/api/ladder', auth: 'public' }),
  // The statistics page and the hall of fame (contracts/statistics.ts).
  statistics: r({ method: 'GET', path: '/api/statistics', auth: 'public' }),
  hallOfFame: r({ method: 'GET', path: '/api/hallOfFame', auth: 'public' }),
  /** The calibration page: how the predicted odds matched the results, aggregates only (contracts/calibration.ts). */
  calibration: r({ method: 'GET', path: '/api/calibration', auth: 'public' }),
  preferences: r({ method: 'POST', path: '/api/preferences', auth: 'user' }),
  /** Discord linking (OAuth2 authorization code): the redirect out, Discord's return, and unlinking. */
  discordLogin: r({ method: 'GET', path: '/auth/discord/login', auth: 'user' }),
  discordReturn: r({ method: 'GET', path: '/auth/discord/return', auth: 'user' }),
  discordUnlink: r({ method: 'POST', path: '/auth/discord/unlink', auth: 'user' }),
  // Site announcements (community/announcements.ts): the live banners for everyone, dismissing one, the admins' list.
  announcements: r({ method: 'GET', path: '/api/announcements', auth: 'public' }),
  dismissAnnouncement: r({ method: 'POST', path: '/api/announcements/:id/dismiss', auth: 'user' }),
  adminAnnouncements: r({ method: 'GET', path: '/api/admin/announcements', auth: 'admin' }),
  addAnnouncement: r({ method: 'POST', path: '/api/admin/announcements', auth: 'admin' }),
  editAnnouncement: r({ method: 'PUT', path: '/api/admin/announcements/:id', auth: 'admin' }),
  deleteAnnouncement: r({ method: 'DELETE', path: '/api/admin/announcements/:id', auth: 'admin' }),
  // The queue chat (community/chat.ts): signed-in players read and post; admins delete, mute and keep the word filter.
  chat: r({ method: 'GET', path: '/api/chat', auth: 'user' }),
  postChat: r({ method: 'POST', path: '/api/chat', auth: 'user' }),
  deleteChatMessage: r({ method: 'DELETE', path: '/api/admin/chat/messages/:id', auth: 'admin' }),
  muteChat: r({ method: 'POST', path: '/api/admin/chat/mute', auth: 'admin' }),
  chatWords: r({ method: 'GET', path: '/api/admin/chat/words', auth: 'admin' }),
  putChatWords: r({ method: 'PUT', path: '/api/admin/chat/words', auth: 'admin' }),
  /** Who is here (contracts/online.ts): the count for everyone, the names for signed-in players. */
  online: r({ method: 'GET', path: '/api/online', auth: 'public' }),
  // The public read-only api (contracts/publicApi.ts, docs/public-api.md): anonymous, CORS open, rate-limited.
  publicPugs: r({ method: 'GET', path: '/api/v1/pugs', auth: 'public' }),
  publicPug: r({ method: 'GET', path: '/api/v1/pugs/:id', auth: 'public' }),
  publicPlayer: r({ method: 'GET', path: '/api/v1/players/:steamid', auth: 'public' }),
  publicQueues: r({ method: 'GET', path: '/api/v1/queues', auth: 'public' }),
  publicLadder: r({ method: 'GET', path: '/api/v1/ladder', auth: 'public' }),
  publicOpenApi: r({ method: 'GET', path: '/api/v1/openapi.json', auth: 'public' }),
  // Sign-in (api/src/auth): out to the league's SSO and back, signing out, and the development sign-in (404 unless configured).
  signIn: r({ method: 'GET', path: '/auth/login', auth: 'public' }),
  signInReturn: r({ method: 'GET', path: '/auth/return', auth: 'public' }),
  signOut: r({ method: 'POST', path: '/auth/logout', auth: 'public' }),
  devLoginPage: r({ method: 'GET', path: '/auth/dev-login', auth: 'public' }),
  devLogin: r({ method: 'POST', path: '/auth/dev-login', auth: 'public' }),
  // Operations: liveness, readiness (database, Redis), Prometheus metrics (loopback or the METRICS_TOKEN bearer, checked by its handler).
  health: r({ method: 'GET', path: '/api/health', auth: 'public' }),
  ready: r({ method: 'GET', path: '/api/ready', auth: 'public' }),
  metrics: r({ method: 'GET', path: '/metrics', auth: 'public' }),
  /** The micro-frontends' manifest addresses, read by the host page at run time (api/src/static/remotes.ts). */
  remotes: r({ method: 'GET', path: '/remotes.json', auth: 'public' }),
} as const;

export type RouteName = keyof typeof routes;

/** The names of a path's `:name` parameters ('/api/servers/:id/query' -> 'id'). */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The path of a route with its `:name` parameters filled in, each encoded as one path segment
 * (`pathOf(routes.pug, { id: 'a/b' })` -> '/api/pug/a%2Fb'), so a value never reaches another
 * route. Every parameter is required (also checked at run time, for values typed as strings).
 */
export function pathOf<P extends string>(
  route: { path: P },
  ...[params]: [PathParamNames<P>] extends [never] ? [] : [Record<PathParamNames<P>, string>]
): string {
  const values = (params ?? {}) as Record<string, string | undefined>;
  return route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${route.path}`);
    return encodeURIComponent(value);
  });
}
