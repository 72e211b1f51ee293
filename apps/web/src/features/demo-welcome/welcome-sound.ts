import { WELCOME_ANIMATION } from '@talent/shared';

/**
 * The welcome's sounds, made with the Web Audio API (no audio file to download): a soft tick for each letter
 * and a two-note chime at the end, through one master gain at WELCOME_ANIMATION's volume (0.7).
 */
export class WelcomeSound {
  private readonly context: AudioContext;
  private readonly master: GainNode;

  /** Create it in the click handler that starts the welcome: browsers allow sound only after a gesture. */
  constructor() {
    const Context =
      window.AudioContext ?? (window as unknown as { webkitAudioContext: typeof AudioContext }).webkitAudioContext;
    this.context = new Context();
    this.master = this.context.createGain();
    this.master.gain.value = WELCOME_ANIMATION.volume;
    this.master.connect(this.context.destination);
  }

  private note(frequency: number, startIn: number, duration: number, peak: number, type: OscillatorType) {
    const now = this.context.currentTime + startIn;
    const oscillator = this.context.createOscillator();
    const envelope = this.context.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    envelope.gain.setValueAtTime(0, now);
    envelope.gain.linearRampToValueAtTime(peak, now + 0.005);
    envelope.gain.exponentialRampToValueAtTime(0.0001, now + duration);
    oscillator.connect(envelope).connect(this.master);
    oscillator.start(now);
    oscillator.stop(now + duration + 0.02);
  }

  tick() {
    this.note(1320, 0, 0.05, 0.25, 'triangle');
  }

  chime() {
    this.note(784, 0, 0.5, 0.5, 'sine');
    this.note(1175, 0.12, 0.7, 0.45, 'sine');
  }

  close() {
    void this.context.close().catch(() => undefined);
  }
}
