/** The CPU time of this process's main thread, µs (Linux); undefined elsewhere. */
export function mainThreadCpuUs(): number | undefined;
