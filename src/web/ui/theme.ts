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
  },
});
