/** A simulated TF2 server for tests (RCON, A2S_INFO, UDP log feed) on loopback. */
export { startTf2Sim, steamId3, Tf2Simulator, type SimPlayer, type SimTeam, type Tf2SimOptions } from './simulator.ts';
export { encodeLogPacket, logTimestamp } from './log-sender.ts';
export { rconPacket, type RconBehaviour, type WriteMode } from './rcon-server.ts';
export { encodeInfo, type SimInfo } from './a2s-server.ts';
