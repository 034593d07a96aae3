// Generates the announcer sounds (docs/product.md "Constants") at build time: every cue of every pack plus the honk,
// spoken by Debian's espeak-ng and shaped by sox (voices, pitch and effects per pack, the
// vibraphone pack synthesised as tones), encoded as small mono Ogg Vorbis files into
// dist/sounds/<pack>/<cue>.ogg, which the api serves at /sounds/. Nothing is committed: the
// files are build output. Incremental: a stamp holds a hash of this recipe, so an unchanged
// recipe is not generated again. Run by scripts/build.mjs through tsx (it reads the cue and pack
// lists from domain, where the client reads them too). Without espeak-ng or sox nothing is built:
// a warning says so and the site runs with silent cues (platform/src/alerts/sound-player.ts).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ANNOUNCER_CUES, HONK_CUE, SOUND_PACKS } from '../domain/src/constants.ts';
import { commandExists } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOUNDS_DIR = path.join(root, 'dist', 'sounds');
const STAMP = path.join(SOUNDS_DIR, '.recipe');

/** What each cue says. */
const PHRASES = {
  readyup: 'Ready up!',
  pickmap: 'Pick a map.',
  yourturntopick: 'Your turn to pick.',
  pickedblu: 'You were picked for blue.',
  pickedred: 'You were picked for red.',
  joinserver: 'Join the server!',
  pickforyou: 'A pick was made for you.',
  subneeded: 'A sub is needed!',
};

/** Class packs say it their way. */
const CLASS_PHRASES = {
  scout: { readyup: 'Ready up, ready up, let us go!', joinserver: 'Server time, let us go!' },
  soldier: { readyup: 'Ready up, maggot!', joinserver: 'Move out, maggots!' },
  pyro: {},
  demoman: { readyup: 'Ready up, lads!', joinserver: 'Kaboom! To the server!' },
  heavy: { readyup: 'Ready up, tiny baby man.', joinserver: 'Go to server now.' },
  engineer: { readyup: 'Ready up, partner.', joinserver: 'Server is up, partner.' },
  medic: { readyup: 'Ready up, schnell!', joinserver: 'Ze server awaits!' },
  sniper: { readyup: 'Ready up, mate.', joinserver: 'Into the server, mate.' },
  spy: { readyup: 'Ready up, gentlemen.', joinserver: 'The server awaits, gentlemen.' },
};

/**
 * Per pack: espeak-ng voice and variant, pitch (0-99), words per minute, and sox effects after
 * the voice. Packs differ audibly: class packs by voice, accent and pitch, troll and memes by
 * effects, vibraphone by not speaking at all.
 */
const PACKS = {
  default: { voice: 'en-us', pitch: 50, speed: 165, effects: [] },
  troll: { voice: 'en-us+croak', pitch: 80, speed: 140, effects: ['pitch', '400', 'tremolo', '9', '60', 'echo', '0.8', '0.7', '120', '0.4'] },
  thurston: { voice: 'en-gb-x-rp+m3', pitch: 22, speed: 125, effects: ['reverb', '40'] },
  scout: { voice: 'en-us-nyc+m1', pitch: 72, speed: 215, effects: [] },
  soldier: { voice: 'en-us+m7', pitch: 30, speed: 175, effects: ['overdrive', '6', 'gain', '-4'] },
  pyro: { voice: 'en-us+m2', pitch: 45, speed: 150, effects: ['lowpass', '500', 'gain', '6'] },
  demoman: { voice: 'en-gb-scotland+m3', pitch: 38, speed: 160, effects: [] },
  heavy: { voice: 'en-gb-x-gbcwmd+m4', pitch: 8, speed: 115, effects: ['pitch', '-300'] },
  engineer: { voice: 'en-us+m1', pitch: 48, speed: 145, effects: [] },
  medic: { voice: 'de+m3', pitch: 55, speed: 155, effects: [] },
  sniper: { voice: 'en-029+m5', pitch: 40, speed: 140, effects: [] },
  spy: { voice: 'fr+m6', pitch: 45, speed: 150, effects: ['reverb', '20'] },
  memes: { voice: 'en-us+f3', pitch: 99, speed: 260, effects: ['pitch', '700', 'bass', '+8', 'echos', '0.8', '0.7', '100', '0.3', '200', '0.2', 'gain', '-8'] },
};

/** The vibraphone pack: a short tune per cue (notes as semitones above A4, 0.22 s each). */
const TUNES = {
  readyup: [0, 4, 7, 12],
  pickmap: [7, 5, 7],
  yourturntopick: [0, 7, 12, 7],
  pickedblu: [12, 7, 4],
  pickedred: [0, 3, 7],
  joinserver: [0, 4, 7, 12, 16],
  pickforyou: [7, 0],
  subneeded: [12, 0, 12],
};

/** Encoding: mono, 22.05 kHz, Vorbis quality 0 (about 40 kbit/s); speech needs no more. */
const ENCODE = ['-C', '0'];
const FORMAT = ['-r', '22050', '-c', '1'];

function recipeHash() {
  return createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(JSON.stringify({ ANNOUNCER_CUES, SOUND_PACKS, HONK_CUE }))
    .digest('hex');
}

function tool(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.error?.message ?? result.stderr.trim()}`);
  }
}

function phrase(pack, cue) {
  return CLASS_PHRASES[pack]?.[cue] ?? PHRASES[cue];
}

function speak(pack, cue, out, work) {
  const recipe = PACKS[pack];
  const wav = path.join(work, `${pack}-${cue}.wav`);
  tool('espeak-ng', ['-v', recipe.voice, '-p', String(recipe.pitch), '-s', String(recipe.speed), '-w', wav, phrase(pack, cue)]);
  tool('sox', [
    wav,
    ...FORMAT,
    ...ENCODE,
    out,
    ...recipe.effects,
    'norm',
    '-3',
    'silence',
    '1',
    '0.02',
    '0.5%',
    'reverse',
    'silence',
    '1',
    '0.02',
    '0.5%',
    'reverse',
  ]);
}

function vibraphone(cue, out) {
  // Each note: a sine with a fast tremolo and a decaying fade, like a struck vibraphone bar.
  const notes = TUNES[cue].map((semitones) => (440 * 2 ** (semitones / 12)).toFixed(1));
  const parts = notes.map((freq) => ['|sox', '-n', '-p', 'synth', '0.22', 'sine', freq, 'tremolo', '6', '40', 'fade', 'q', '0.005', '0.22', '0.15'].join(' '));
  tool('sox', [...parts, ...FORMAT, ...ENCODE, out, 'norm', '-3']);
}

function honk(out) {
  // A bicycle horn: two detuned squares with a pitch bend, short and bright.
  tool('sox', [
    '-n',
    ...FORMAT,
    ...ENCODE,
    out,
    'synth',
    '0.35',
    'square',
    '420',
    'square',
    '530',
    'remix',
    '-',
    'bend',
    '0.05,-200,0.2',
    'lowpass',
    '3000',
    'fade',
    'q',
    '0.01',
    '0.35',
    '0.08',
    'norm',
    '-3',
  ]);
}

function totalBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? totalBytes(full) : statSync(full).size;
  }
  return total;
}

/** The tools the recipe runs, by the Debian packages they come in. */
const TOOLS = ['espeak-ng', 'sox'];

/**
 * Generates every sound unless the stamp says this recipe already made them; returns the number of
 * files made. Without the tools it makes none and warns; the sounds already built are kept.
 */
export function buildSounds({ force = false } = {}) {
  const hash = recipeHash();
  if (!force && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return 0;
  const missing = TOOLS.filter((command) => !commandExists(command));
  if (missing.length) {
    console.warn(
      `Warning: the alert sounds are not built: ${missing.join(' and ')} not found (Debian: apt-get install ${TOOLS.join(' ')}). The site runs; its cues are silent.`,
    );
    return 0;
  }
  rmSync(SOUNDS_DIR, { recursive: true, force: true });
  mkdirSync(SOUNDS_DIR, { recursive: true });
  const work = path.join(tmpdir(), `pug-sounds-${process.pid}`);
  mkdirSync(work, { recursive: true });
  let made = 0;
  try {
    for (const pack of SOUND_PACKS) {
      if (pack !== 'vibraphone' && !PACKS[pack]) throw new Error(`No sound recipe for pack "${pack}" (scripts/build-sounds.mjs)`);
      mkdirSync(path.join(SOUNDS_DIR, pack));
      for (const cue of ANNOUNCER_CUES) {
        if (!PHRASES[cue] || !TUNES[cue]) throw new Error(`No phrase or tune for cue "${cue}" (scripts/build-sounds.mjs)`);
        const out = path.join(SOUNDS_DIR, pack, `${cue}.ogg`);
        if (pack === 'vibraphone') vibraphone(cue, out);
        else speak(pack, cue, out, work);
        made++;
      }
    }
    honk(path.join(SOUNDS_DIR, `${HONK_CUE}.ogg`));
    made++;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  writeFileSync(STAMP, hash);
  return made;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const made = buildSounds({ force: process.argv.includes('--force') });
  if (made) console.log(`sounds built: ${made} files, ${(totalBytes(SOUNDS_DIR) / 1024).toFixed(0)} KB in dist/sounds`);
}
