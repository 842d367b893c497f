// What every page's first view needs of Mantine's CSS: its reset, its default variables, our
// theme's variables and Mantine's global classes (hiddenFrom/visibleFrom). Components' CSS is in
// ./mantine-styles.ts, loaded with the Mantine parts. All in `@layer mantine`, so the app's own
// CSS modules win over it whatever order the stylesheets arrive in.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
// Our theme's variables and Mantine's global classes, generated at build time (vite.config.ts).
import 'virtual:mantine-theme.css';
import '@mantine/core/styles/global.layer.css';
