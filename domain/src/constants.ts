/** Business constants (docs/product.md "Constants", "Rules"). */

export const TOAST_MAX = 3;
export const TOAST_DURATION_MS = 5000;
export const TOAST_VARIANTS = ['default', 'success', 'warning', 'error', 'info'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

/** socket.io-client options (docs/product.md "Socket events", "Constants"). */
export const SOCKET = {
  path: '/socket.io',
  transports: ['websocket'],
  withCredentials: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: 10,
  timeout: 20000,
} as const;

export const SUB_VOTES_NEEDED = 3;
export const RECENT_PUGS_SHOWN = 7;
/** A win streak of this many or more gives the blazing name effect. */
export const BLAZING_STREAK = 5;
export const READY_COUNTDOWN_S = 60;
export const MAP_VOTE_S = 20;
/** Seconds a captain has for a pick before `pickForYou` picks for them (docs/product.md "Rules"; our choice). */
export const PICK_TIMEOUT_S = 30;
export const REPORT_WINDOW_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Number of map candidates offered in the map vote. */
export const MAP_CANDIDATES = 3;

export const REPORT_CATEGORIES = ['Cheating', 'Toxicity', 'Griefing', 'No-show or leaving', 'Other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** Pug phases, in order (docs/product.md "Rules"). */
export const PHASES = ['Waiting For Players', 'Readying', 'Picking Map', 'Pregame', 'Playing', 'Complete'] as const;
export type Phase = (typeof PHASES)[number];
/** The phases of a pug being played: its players are seated and cannot queue (docs/product.md "Rules"). */
export const LIVE_PHASES = ['Pregame', 'Playing'] as const satisfies readonly Phase[];
/** Whether a pug is being played (the lobby's current pugs, a player's live pug). */
export const isLivePhase = (phase: Phase): boolean => (LIVE_PHASES as readonly Phase[]).includes(phase);

export const TUTORIAL_MODAL_WIDTH = 600;
/** The season history list scrolls beyond this height (px). */
export const SEASONS_LIST_MAX_HEIGHT = 250;
export const TUTORIAL_STEPS = ['Welcome!', "What's New", 'Get Started'] as const;

/** Elo defaults (docs/product.md "Rules"). */
export const ELO_K = 32;
/** Multiplier of K for a player's first ELO_PROVISIONAL_PUGS pugs in a class. */
export const ELO_PROVISIONAL_FACTOR = 2;
export const ELO_PROVISIONAL_PUGS = 10;
/**
 * Balancing spreads provisional players (fewer than ELO_PROVISIONAL_PUGS pugs in the class) across the
 * teams among the splits whose mean-elo gap is within this many points of the smallest (lobby/balance.ts).
 */
export const BALANCE_PROVISIONAL_TOLERANCE = 10;
/** The range an admin may set an elo to (contracts/ratings.ts). */
export const ELO_ADJUST_MIN = 500;
export const ELO_ADJUST_MAX = 3000;

/** The third-party match-log service the browser reads (`GET /json/{id}`, no credentials). */
export const MATCH_LOG_ORIGIN = 'https://logs.tf';

/**
 * The header the site's api client sends with every call; a `changesState` GET (contracts/routes.ts)
 * requires it. Here, not beside the route table, so the api client does not pull the table's
 * schemas into the first page load.
 */
export const APP_REQUEST_HEADER = { name: 'X-Requested-With', value: 'pug' } as const;

/** Announcer cues (docs/product.md "Constants"): one sound per cue in every pack, generated at build time. */
export const ANNOUNCER_CUES = ['readyup', 'pickmap', 'yourturntopick', 'pickedblu', 'pickedred', 'joinserver', 'pickforyou', 'subneeded'] as const;
export type AnnouncerCue = (typeof ANNOUNCER_CUES)[number];
/** The clown hat's cue: one fixed sound, whatever the pack. */
export const HONK_CUE = 'honk';
/** Voice packs (docs/product.md "Constants"); a player picks one in their preferences (`voicePack`). */
export const SOUND_PACKS = [
  'default',
  'troll',
  'vibraphone',
  'thurston',
  'scout',
  'soldier',
  'pyro',
  'demoman',
  'heavy',
  'engineer',
  'medic',
  'sniper',
  'spy',
  'memes',
] as const;
export type SoundPack = (typeof SOUND_PACKS)[number];
export const DEFAULT_SOUND_PACK: SoundPack = 'default';
/** Volumes in percent (docs/product.md "Constants"): a cue plays at `default`, the honk at `honk`, both scaled by the master volume. */
export const VOLUMES = { default: 100, master: 75, honk: 10 } as const;
/** Where the player's master volume (0-100) is kept in localStorage. */
export const MASTER_VOLUME_STORAGE_KEY = 'pug.masterVolume';
/** The clown hat honks on hover with this probability (docs/product.md "Constants"). */
export const HONK_PROBABILITY = 0.6;
/** Where the built sounds are served: `${SOUNDS_PATH}/<pack>/<cue>.ogg`. */
export const SOUNDS_PATH = '/sounds';
/** The hat that honks (docs/product.md "Constants" "the clown hat"). */
export const CLOWN_HAT = 'clown';
/** sessionStorage: the tutorial step a player is on (left for Discord or their profile, or stepped aside for a match), to come back to. */
export const TUTORIAL_STEP_STORAGE_KEY = 'pug.tutorialStep';
