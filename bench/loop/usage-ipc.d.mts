/** Answers idle-sockets.bench.ts's `usage` and `snapshot` requests over IPC (usage-ipc.mjs). */
export function answerUsageOverIpc(): void;
