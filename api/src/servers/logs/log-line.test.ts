import { describe, expect, it } from 'vitest';
import { isLinkLine, parseLogLine, steamId64 } from './log-line.ts';

describe('parseLogLine', () => {
  it('converts log steam ids to steamid64', () => {
    expect(steamId64('[U:1:39737331]')).toBe('76561198000003059');
    expect(steamId64('STEAM_0:1:19868665')).toBe('76561198000003059');
    expect(steamId64('BOT')).toBeNull();
  });

  it('reads round flow, scores and the end of the game', () => {
    expect(parseLogLine('World triggered "Round_Start"')).toEqual({ kind: 'roundStart' });
    expect(parseLogLine('World triggered "Round_Win" (winner "Blue")')).toEqual({ kind: 'roundWin', team: 'blu' });
    expect(parseLogLine('Team "Red" current score "2" with "6" players')).toEqual({ kind: 'score', team: 'red', score: 2, final: false });
    expect(parseLogLine('Team "Blue" final score "5" with "6" players')).toEqual({ kind: 'score', team: 'blu', score: 5, final: true });
    expect(parseLogLine('World triggered "Game_Over" reason "Reached Win Limit"')).toEqual({ kind: 'gameOver', reason: 'Reached Win Limit' });
    expect(parseLogLine('World triggered "Round_Length" (seconds "312.45")')).toEqual({ kind: 'roundLength', seconds: 312.45 });
    expect(parseLogLine('Tournament mode started')).toEqual({ kind: 'tournamentStarted' });
    expect(
      parseLogLine(
        'Team "Blue" triggered "pointcaptured" (cp "0") (cpname "#Gorge_cap_1") (numcappers "1") (player1 "a<2><[U:1:5]><Blue>") (position1 "1 2 3")',
      ),
    ).toEqual({ kind: 'pointCaptured', team: 'blu' });
    // Not a round of its own: a stalemate, overtime and the stages of a multi-stage map are not followed.
    expect(parseLogLine('World triggered "Round_Stalemate"')).toBeNull();
    expect(parseLogLine('World triggered "Mini_Round_Win" (winner "Blue") (round "round_1")')).toBeNull();
  });

  it('reads player connect, disconnect and team, skipping bots', () => {
    expect(parseLogLine('"Some <Name>"<12><[U:1:39737331]><>" connected, address "1.2.3.4:27005"')).toEqual({
      kind: 'connected',
      steamid: '76561198000003059',
      name: 'Some <Name>"',
    });
    expect(parseLogLine('"b<3><[U:1:39737331]><Red>" disconnected (reason "Kicked from server")')).toMatchObject({
      kind: 'disconnected',
      reason: 'Kicked from server',
    });
    // The reason may carry a newline (and quotes) of its own.
    expect(parseLogLine('"b<3><[U:1:39737331]><Red>" disconnected (reason "No Steam logon\n")')).toMatchObject({
      kind: 'disconnected',
      steamid: '76561198000003059',
      reason: 'No Steam logon\n',
    });
    expect(parseLogLine('"b<3><[U:1:39737331]><Red>" disconnected (reason "said "bye")\r\n\u0007")')).toMatchObject({
      reason: 'said "bye")\r\n\u0007',
    });
    expect(parseLogLine('"b<3><[U:1:39737331]><Unassigned>" joined team "Blue"')).toMatchObject({ kind: 'joinedTeam', team: 'blu' });
    expect(parseLogLine('"b<3><[U:1:39737331]><Blue>" joined team "Spectator"')).toMatchObject({ kind: 'joinedTeam', team: null });
    expect(parseLogLine('"Bot<4><BOT><>" connected, address "none"')).toBeNull();
  });

  it("does not believe a line whose player's name is written as another player's tag", () => {
    // The name `x<2><[U:1:5]><>" connected, address "1.2.3.4:1"` put before the real tag of [U:1:39737331].
    const forged = '"x<2><[U:1:5]><>" connected, address "1.2.3.4:1"<3><[U:1:39737331]><>" connected, address "127.0.0.1:27005"';
    expect(parseLogLine(forged)).toBeNull();
    expect(parseLogLine('"x<2><[U:1:5]><Unassigned>" joined team "Red"\n"<3><[U:1:39737331]><Unassigned>" joined team "Blue"')).toBeNull();
    // Quotes and angle brackets alone in a name are fine.
    expect(parseLogLine('"<b>"q"</b><3><[U:1:39737331]><Unassigned>" joined team "Blue"')).toMatchObject({ steamid: '76561198000003059', team: 'blu' });
  });

  it('reads a player tag with one pattern: a team part never holds <, > or ", so a name cannot pass for a tag', () => {
    // The name `evil<2><[U:1:5]><x<y>" joined team "Blue"` ahead of the real tag of [U:1:9]: the
    // line is [U:1:9] joining RED. (Read as [U:1:5] joining BLU while the line was counted as one tag before.)
    expect(parseLogLine('"evil<2><[U:1:5]><x<y>" joined team "Blue"<3><[U:1:9]><Unassigned>" joined team "Red"')).toEqual({
      kind: 'joinedTeam',
      steamid: '76561197960265737',
      name: 'evil<2><[U:1:5]><x<y>" joined team "Blue"',
      team: 'red',
    });
    // A team part with a quote or an angle bracket is no tag at all.
    expect(parseLogLine('"n<2><[U:1:5]><Re"d>" joined team "Blue"')).toBeNull();
    expect(parseLogLine('"n<2><[U:1:5]><Bl>ue>" joined team "Blue"')).toBeNull();
    expect(parseLogLine('"n<2><[U:1:5]><Bl<ue>" connected, address "1.2.3.4:1"')).toBeNull();
    // Names holding <, > and " around a real tag are fine.
    expect(parseLogLine('"a>"b<"c<7><[U:1:5]><Red>" disconnected (reason "x")')).toMatchObject({ steamid: '76561197960265733', name: 'a>"b<"c' });
    expect(parseLogLine('">"<"<7><[U:1:5]><Blue>" spawned as "medic"')).toEqual({ kind: 'seen', steamid: '76561197960265733', team: 'blu' });
  });

  it("reads the colour of a player from the player's other lines, one tag only; not for bots, spectators or two-player lines", () => {
    expect(parseLogLine('"a<2><[U:1:5]><Blue>" changed role to "scout"')).toEqual({ kind: 'seen', steamid: '76561197960265733', team: 'blu' });
    expect(parseLogLine('"a<2><STEAM_0:1:2><Red>" picked up item "medkit_small"')).toEqual({ kind: 'seen', steamid: '76561197960265733', team: 'red' });
    expect(parseLogLine('"a<2><[U:1:5]><Spectator>" say "hi"')).toBeNull();
    expect(parseLogLine('"Bot<4><BOT><Red>" spawned as "scout"')).toBeNull();
    expect(parseLogLine('"a<2><[U:1:5]><Red>" killed "b<3><[U:1:6]><Blue>" with "scattergun"')).toBeNull();
  });

  it('reads the lengths of mini rounds (payload stages) and the log closing', () => {
    expect(parseLogLine('World triggered "Mini_Round_Length" (seconds "633.34")')).toEqual({ kind: 'miniRoundLength', seconds: 633.34 });
    expect(parseLogLine('Log file closed')).toEqual({ kind: 'logClosed' });
  });

  it("reads logs.tf and demos.tf links announced by the server, never from a player's chat", () => {
    expect(parseLogLine('"Console<0><Console><Console>" say "[logs.tf] The log is available here: https://logs.tf/3456789"')).toEqual({
      kind: 'logsTf',
      logId: '3456789',
    });
    expect(parseLogLine('[TFTrue] The log is available here: http://logs.tf/42. Type !log to view it.')).toEqual({ kind: 'logsTf', logId: '42' });
    expect(parseLogLine('"Console<0><Console><Console>" say "[demos.tf]: STV available at: https://demos.tf/998"')).toEqual({
      kind: 'demosTf',
      url: 'https://demos.tf/998',
    });
    // A player's chat is only where that player is: never a link.
    expect(parseLogLine('"troll<5><[U:1:1]><Red>" say "logs.tf/666"')).toEqual({ kind: 'seen', steamid: '76561197960265729', team: 'red' });
  });

  it('tells the plugins’ logs.tf / demos.tf lines from the rest', () => {
    expect(isLinkLine('"Console<0><Console><Console>" say "[logs.tf] Uploading logs..."')).toBe(true);
    expect(isLinkLine('[TFTrue] The log is available here: http://logs.tf/42. Type !log to view it.')).toBe(true);
    expect(isLinkLine('"troll<5><[U:1:1]><Red>" say "logs.tf/666"')).toBe(false);
    expect(isLinkLine('World triggered "Round_Start"')).toBe(false);
  });

  it('reads rcon command lines (the log-delivery check) and ignores the rest', () => {
    expect(parseLogLine('rcon from "127.0.0.1:5555": command "echo pug-check-1"')).toEqual({ kind: 'rcon', command: 'echo pug-check-1' });
    expect(parseLogLine('Loading map "cp_badlands"')).toBeNull();
  });
});
