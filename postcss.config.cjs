/**
 * The app is light only (index.html sets data-mantine-color-scheme="light"; src/web/ui/mantine.tsx),
 * so Mantine's dark-scheme rules are dropped: ~10 KB of variables in the first view's stylesheet,
 * which a first visit carries inside the page (issue 29).
 */
const dropDarkScheme = {
  postcssPlugin: 'birr-drop-dark-scheme',
  Rule(rule) {
    const dark = /data-mantine-color-scheme=['"]?dark/;
    if (!rule.selectors.some((s) => dark.test(s))) return;
    const kept = rule.selectors.filter((s) => !dark.test(s));
    if (kept.length) rule.selectors = kept;
    else rule.remove();
  },
};

module.exports = {
  plugins: [
    require('postcss-preset-mantine')(),
    require('postcss-simple-vars')({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
    dropDarkScheme,
  ],
};
