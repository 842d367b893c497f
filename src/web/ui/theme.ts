import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { FONT_STACK } from './fonts';

// A warm Ethiopian green, from light to dark.
const birr: MantineColorsTuple = [
  '#e8f8ee', '#d3eedd', '#a6dcba', '#76ca95', '#4fba76', '#37b063', '#28a958', '#1a9448', '#0d843e', '#007231',
];

export const theme = createTheme({
  primaryColor: 'birr',
  primaryShade: { light: 8, dark: 6 },
  colors: { birr },
  fontFamily: FONT_STACK,
  headings: { fontFamily: 'inherit', fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    Card: { defaultProps: { radius: 'lg' } },
  },
});
