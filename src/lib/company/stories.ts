/**
 * Customer stories: at most one story plays; playing
 * another pauses the first and resets it to the start. The row scrolls by a third of its width.
 */
export const STORIES_SCROLL_FRACTION = 1 / 3;

/** Pixels one press of previous/next scrolls the row (negative = back). */
export function storiesScrollStep(rowWidth: number, direction: 1 | -1): number {
  return Math.round(rowWidth * STORIES_SCROLL_FRACTION) * direction;
}

/** What a player needs for the one-at-a-time rule. */
export interface StoryPlayer {
  pause(): void;
  currentTime: number;
}

/** A story started: every other player is paused and rewound to the start. */
export function pauseOthers(players: Iterable<StoryPlayer>, playing: StoryPlayer): void {
  for (const player of players) {
    if (player === playing) continue;
    player.pause();
    player.currentTime = 0;
  }
}
