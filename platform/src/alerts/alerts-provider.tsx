import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  alertFor,
  chatMentionAlert,
  cueGain,
  HONK_CUE,
  MASTER_VOLUME_STORAGE_KEY,
  parseMasterVolume,
  resolveSoundPack,
  shouldHonk,
  soundUrl,
  type AlertEvent,
  type SoundCue,
} from '@pug/domain';
import { useToast } from '@pug/design-system';
import { useScoped } from '../scope.ts';
import { useSession } from '../session/session-provider.tsx';
import { useSocketEvent } from '../socket-provider.tsx';
import { createDesktopNotifier, type DesktopNotifier } from './desktop-notification.ts';
import { createSoundPlayer, type AudioState, type SoundPlayer } from './sound-player.ts';
import { createTitleFlasher, type TitleFlasher } from './title-flasher.ts';

export interface Alerts {
  /** 'suspended': the browser blocks audio until the player clicks (the host shows the "Click anywhere" modal); 'starting' for its first second. */
  audio: AudioState;
  /** Unlocks audio and asks for notification permission; call it from a click. */
  enableAudio(): Promise<void>;
  /** Plays a cue of the player's voice pack (or the honk) at its volume. */
  play(cue: SoundCue): void;
  /** The clown hat on hover: honks with probability 0.6 at the honk volume. */
  hatHovered(): void;
  masterVolume: number;
  setMasterVolume(volume: number): void;
}

const AlertsContext = createContext<Alerts | null>(null);

function readMasterVolume(): number {
  try {
    return parseMasterVolume(window.localStorage.getItem(MASTER_VOLUME_STORAGE_KEY));
  } catch {
    return parseMasterVolume(null);
  }
}

/**
 * Pug-ready alerts for the signed-in player, on every page (docs/product.md "What it does", "Constants"): the announcer cue of
 * their voice pack for readyUp!, voteForMap!, yourPick, pickedBlu!/pickedRed!, pickForYou,
 * pugStarted and subNeeded; desktop notifications for readyUp!, yourPick, pugStarted and subNeeded; the tab title and
 * favicon flash while a ready-up waits; a chat mention's honk, toast and desktop notification.
 * Signed-out visitors get nothing (and no AudioContext).
 */
export function AlertsProvider({
  children,
  player: givenPlayer,
  notifier: givenNotifier,
}: {
  children: ReactNode;
  player?: SoundPlayer;
  notifier?: DesktopNotifier;
}) {
  const { user } = useSession();
  const me = user?.steamid ?? null;
  const pack = resolveSoundPack(user?.preferences?.voicePack);
  const [player, setPlayer] = useState<SoundPlayer | null>(givenPlayer ?? null);
  const [notifier] = useState<DesktopNotifier>(() => givenNotifier ?? createDesktopNotifier());
  const [flasher] = useState<TitleFlasher>(() => createTitleFlasher());
  const [masterVolume, setVolume] = useState(readMasterVolume);
  const toast = useToast();
  /** The queues whose ready-up asked `me`, so the map vote that follows can be told apart. */
  const selected = useRef(new Set<string>());
  const flashingQueue = useRef<string | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // One AudioContext per page, made once someone is signed in.
  useEffect(() => {
    if (!me || givenPlayer) return;
    const created = createSoundPlayer();
    setPlayer(created);
    return () => {
      created.close();
      setPlayer(null);
    };
  }, [me, givenPlayer]);

  const audio = useSyncExternalStore(
    useCallback((notify: () => void) => (player ? player.subscribe(notify) : () => undefined), [player]),
    () => player?.state() ?? 'unsupported',
    () => 'unsupported' as const,
  );

  const play = useCallback(
    (cue: SoundCue) => {
      if (player) void player.play(soundUrl(pack, cue), cueGain(cue, masterVolume));
    },
    [player, pack, masterVolume],
  );

  const stopFlashing = useCallback(
    (queueName?: string) => {
      if (queueName !== undefined && flashingQueue.current !== queueName) return;
      clearTimeout(flashTimer.current);
      flashingQueue.current = null;
      flasher.stop();
    },
    [flasher],
  );
  useEffect(() => () => stopFlashing(), [stopFlashing]);
  useEffect(() => {
    if (!me) stopFlashing();
  }, [me, stopFlashing]);

  const react = (event: AlertEvent) => {
    if (!me) return;
    const alert = alertFor(event, me, (queueName) => selected.current.has(queueName));
    if (!alert) return;
    play(alert.cue);
    if (alert.notification) notifier.show(alert.notification);
    if (alert.flash && event.type === 'readyUp!') {
      flashingQueue.current = event.payload.queueName;
      flasher.start();
      clearTimeout(flashTimer.current);
      flashTimer.current = setTimeout(() => stopFlashing(), Math.max(1, event.payload.countdownInfo.secondsRemaining) * 1000);
    }
  };

  useSocketEvent('readyUp!', (payload) => {
    if (me && payload.players.includes(me)) selected.current.add(payload.queueName);
    react({ type: 'readyUp!', payload });
  });
  useSocketEvent('playerReady', (payload) => {
    if (payload.steamid === me && payload.isReady) stopFlashing(payload.queueName);
  });
  useSocketEvent('voteForMap!', (payload) => {
    stopFlashing(payload.queueName);
    react({ type: 'voteForMap!', queueName: payload.queueName });
  });
  useSocketEvent('countdownInfo', (payload) => {
    if (payload.phase !== 'Readying') stopFlashing(payload.queueName);
  });
  useSocketEvent('deleteLobby', (payload) => {
    stopFlashing(payload.queueName);
    selected.current.delete(payload.queueName);
  });
  useSocketEvent('yourPick', (payload) => react({ type: 'yourPick', payload }));
  useSocketEvent('pickedBlu!', (payload) => react({ type: 'pickedBlu!', payload }));
  useSocketEvent('pickedRed!', (payload) => react({ type: 'pickedRed!', payload }));
  useSocketEvent('pickForYou', (payload) => react({ type: 'pickForYou', payload }));
  useSocketEvent('subNeeded', (payload) => react({ type: 'subNeeded', payload }));
  useSocketEvent('pugStarted', (pugs) => {
    for (const pug of pugs) selected.current.delete(pug.queueName);
    react({ type: 'pugStarted', pugs });
  });

  // A chat message named me (the api sends it only to my open pages): the honk, a toast, a desktop notification.
  useSocketEvent('chatMention', (payload) => {
    if (!me) return;
    const alert = chatMentionAlert(payload, masterVolume);
    if (player) void player.play(soundUrl(pack, HONK_CUE), alert.gain);
    toast.show({ variant: 'info', title: alert.notification.title, description: payload.text });
    notifier.show(alert.notification);
  });

  const enableAudio = useCallback(async () => {
    notifier.requestPermission();
    if (player) await player.resume();
  }, [player, notifier]);

  const hatHovered = useCallback(() => {
    if (shouldHonk(Math.random())) play(HONK_CUE);
  }, [play]);

  const setMasterVolume = useCallback((volume: number) => {
    const value = parseMasterVolume(String(Math.round(volume)));
    setVolume(value);
    try {
      window.localStorage.setItem(MASTER_VOLUME_STORAGE_KEY, String(value));
    } catch {
      // storage full or blocked: the volume holds for this visit
    }
  }, []);

  const value = useMemo<Alerts>(
    () => ({ audio: me ? audio : 'unsupported', enableAudio, play, hatHovered, masterVolume, setMasterVolume }),
    [me, audio, enableAudio, play, hatHovered, masterVolume, setMasterVolume],
  );
  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}

/** The alerts runtime: audio state and unlock, cue playing, the clown hat's honk, the master volume. */
export function useAlerts(): Alerts {
  return useScoped(AlertsContext, 'useAlerts', 'AlertsProvider');
}

const noHonk = () => undefined;

/**
 * The clown hat's hover handler (honks with probability 0.6). Outside the alerts runtime (a
 * component rendered on its own in a test or a story) it does nothing instead of throwing.
 */
export function useHatHonk(): () => void {
  return useContext(AlertsContext)?.hatHovered ?? noHonk;
}
