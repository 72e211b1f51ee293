/** English strings of the welcome animation page /demo (namespace 'demo'). */
const en = {
  title: 'Welcome animation',
  lead: 'The welcome a new user sees, written letter by letter. Try it in English or French, with or without sound.',
  form: {
    name: 'Name to greet',
    nameHint: 'Leave it empty to show the platform’s name.',
    language: 'Language of the welcome',
    sound: 'Play sound',
    play: 'Play the welcome',
    replay: 'Play it again',
    stop: 'Stop',
  },
  stage: {
    label: 'Preview of the welcome',
    idle: 'Press “Play the welcome” to start.',
    done: 'The welcome has ended.',
  },
  reducedMotion: 'Your device asks for reduced motion, so the text appears at once.',
  timings:
    'Timing: {{letter}} ms per letter, a {{pause}} ms pause between the lines, {{hold}} ms on the finished text.',
  /** The words of the welcome in each of its languages, whatever the interface language. */
  welcome: { en: 'Welcome', fr: 'Bienvenue' },
  languageNames: { en: 'English', fr: 'Français' },
};

export default en;
