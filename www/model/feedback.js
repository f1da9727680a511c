// Sounds and vibration for the moves of a game, shared by the page (page/comfort.js) and the
// element (its `sound` and `haptics` attributes), both off by default. Sounds are a few short
// tones made with WebAudio (no audio files); vibration is navigator.vibrate. No DOM here: the
// caller hands in what the browser has (`vibrate`, an AudioContext class), null where it has not.

/** What each move sounds like: [frequency Hz, start s, length s] tones, and a vibration pattern (ms). */
export const FEEDBACK = {
  place: { tones: [[660, 0, 0.05]], vibrate: 8 },
  mark: { tones: [[990, 0, 0.03]], vibrate: 4 },
  mistake: {
    tones: [
      [196, 0, 0.12],
      [165, 0.1, 0.16],
    ],
    vibrate: [40, 40, 40],
  },
  solved: {
    tones: [
      [523, 0, 0.12],
      [659, 0.1, 0.12],
      [784, 0.2, 0.22],
    ],
    vibrate: [20, 40, 60],
  },
  over: {
    tones: [
      [330, 0, 0.18],
      [247, 0.16, 0.3],
    ],
    vibrate: [120],
  },
};

/**
 * A player of FEEDBACK: `play(kind, {sound, haptics})` vibrates and sounds as each switch says.
 * The audio context is made at the first sound (browsers allow it after a user's gesture).
 * @param {{ vibrate: ((pattern: number | number[]) => unknown) | null, Audio: any }} outputs
 */
export function feedbackPlayer({ vibrate, Audio }) {
  let audio = null;
  return (kind, { sound = false, haptics = false } = {}) => {
    const f = FEEDBACK[kind];
    if (!f) return;
    if (haptics && vibrate) vibrate(f.vibrate);
    if (!sound || !Audio) return;
    try {
      audio ??= new Audio();
      if (audio.state === 'suspended') audio.resume();
      const t0 = audio.currentTime;
      for (const [hz, start, length] of f.tones) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.type = 'sine';
        osc.frequency.value = hz;
        // A soft start and end: no click.
        gain.gain.setValueAtTime(0, t0 + start);
        gain.gain.linearRampToValueAtTime(0.12, t0 + start + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.001, t0 + start + length);
        osc.connect(gain).connect(audio.destination);
        osc.start(t0 + start);
        osc.stop(t0 + start + length + 0.02);
      }
    } catch {
      /* no sound here (an audio device refused): the game goes on silently */
    }
  };
}

/**
 * The feedback a committed move calls for: 'solved' when it finished the game, 'mistake' when it
 * added one, else for a move of the player's ('input') 'place' when the digits changed and
 * 'mark' when only marks or colours did; null for the others (undo, a load).
 */
export function feedbackOf({ cause, solvedNow, newMistakes, digitsChanged }) {
  if (solvedNow) return 'solved';
  if (newMistakes > 0) return 'mistake';
  if (cause !== 'input') return null;
  return digitsChanged ? 'place' : 'mark';
}
