/**
 * Requests start at most START_PER_TURN per turn of the event loop, first come first served.
 *
 * Node (libuv) takes new connections off the listen queue in the poll phase, about one per turn of
 * the event loop; when a turn starts every request that arrived meanwhile, a saturated server's
 * turns grow to hundreds of milliseconds, and connections opened during a burst waited seconds to be
 * accepted (at 200 connections some waited past 10 s: timeouts, measured with a plain Node server
 * too). Starting a few requests per turn keeps turns short, so new connections are accepted within
 * milliseconds and every client is served in arrival order; an idle server starts a request at
 * once (one setImmediate).
 *
 * A request whose client left while it waited (`gone()` true when its turn comes) is not started:
 * nothing is rendered for nobody, and the server's in-flight count, which counted from the start and
 * down on the response's 'close' — an event such a request had already had — no longer drifts up
 * ("inFlight: 2503" on an idle server).
 */
export const START_PER_TURN = 4;

/** `gone`, asked when the request's turn comes: true skips it (its client left). */
export type Admit = (start: () => void, gone?: () => boolean) => void;

export function createAdmission(startPerTurn = START_PER_TURN): Admit {
  const waiting: Array<{ start: () => void; gone?: () => boolean }> = [];
  let scheduled = false;
  function drain() {
    scheduled = false;
    for (let started = 0; started < startPerTurn && waiting.length; ) {
      const { start, gone } = waiting.shift()!;
      if (gone?.()) continue;
      start();
      started += 1;
    }
    if (waiting.length) schedule();
  }
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(drain);
  }
  return (start, gone) => {
    waiting.push({ start, gone });
    schedule();
  };
}
