/** A chat time as the player's clock shows it, HH:MM (24 h, their time zone). */
export function chatClock(at: number): string {
  return new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });
}
