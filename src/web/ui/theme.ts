import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { BIRR_GREENS } from '#contract/brand';
import { FONT_STACK } from './fonts';

const birr: MantineColorsTuple = [...BIRR_GREENS];

export const theme = createTheme({
  primaryColor: 'birr',
  primaryShade: { light: 8, dark: 6 },
  colors: { birr },
  fontFamily: FONT_STACK,
  headings: { fontFamily: 'inherit', fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    Card: { defaultProps: { radius: 'lg' } },
    // A field in error keeps its red border and message, but its placeholder (and a select's
    // "Select …") stays placeholder grey and a typed value stays text: Mantine paints both red,
    // which made a hint read as a refused value (issue 44).
    Input: {
      vars: (_theme: unknown, props: { error?: unknown }) => ({
        wrapper: props.error ? { '--input-color': 'var(--mantine-color-text)', '--input-placeholder-color': 'var(--mantine-color-placeholder)' } : {},
      }),
    },
  },
});
