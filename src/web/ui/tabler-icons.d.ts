// One icon module of @tabler/icons-react (see icons.ts): the package types only its index.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  const Icon: import('@tabler/icons-react').TablerIcon;
  export default Icon;
}
