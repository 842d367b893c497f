// A first visit's inline stylesheets carry only what the page's markup uses (issue 47): the rest
// follows in the whole files once the page has loaded.
import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss, variablesReadIn } from '#server/ssr/critical-css';

const critical = (sheets: string[], page: string) => criticalCss(sheets, classesIn(page), variablesReadIn(page));

describe("a page's critical CSS", () => {
  const page = '<body class="page"><a class="_button_1 _wide_2" style="--gap:var(--space-sm)">Donate now</a></body>';

  it('keeps the rules whose classes are all on the page, and drops the others', () => {
    const [css] = critical(
      ['._button_1{color:green}._modal_3{position:fixed}._button_1._modal_3{top:0}._button_1:hover,._card_4 p{color:red}a:not(._modal_3){x:1}'],
      page,
    );
    expect(css).toBe('._button_1{color:green}._button_1:hover{color:red}a:not(._modal_3){x:1}');
  });

  it('looks inside media queries and layers, and keeps fonts, keyframes and statements whole', () => {
    const [css] = critical(
      [
        '@layer a,b;@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
          '@media (min-width:48em){._wide_2{width:50%}._modal_3{width:40%}}@media print{._modal_3{display:none}}' +
          '@layer mantine{body{margin:0}._menu_5{z-index:3}}',
      ],
      page,
    );
    expect(css).toBe(
      '@layer a,b;@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
        '@media (min-width:48em){._wide_2{width:50%}}@layer mantine{body{margin:0}}',
    );
  });

  it('keeps only the custom properties something kept reads, across the stylesheets and the page', () => {
    const [theme, route] = critical(
      [
        ':root{--brand:var(--green-6);--green-6:#0d843e;--red-6:#e03131;--space-sm:12px;--space-xl:32px}._modal_3{color:var(--red-6)}',
        '._button_1{background:var(--brand)}',
      ],
      page,
    );
    expect(theme).toBe(':root{--brand:var(--green-6);--green-6:#0d843e;--space-sm:12px}');
    expect(route).toBe('._button_1{background:var(--brand)}');
  });

  it('is not fooled by braces and semicolons inside strings', () => {
    const [css] = critical(['._button_1:after{content:"{;}"}._modal_3:after{content:"}"}'], page);
    expect(css).toBe('._button_1:after{content:"{;}"}');
  });
});
