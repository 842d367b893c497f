// The Amharic browser tests once more, on a machine without an Ethiopic font of its own (a
// desktop, not an Android phone): the app then loads its own face (amharic.test.ts takes the
// other branch where the machine has one). Chromium reads FONTCONFIG_FILE from this worker's
// environment, which is this file's alone: it is set before amharic.test.ts registers its tests.
import './hide-ethiopic-fonts';
import './amharic.test';
