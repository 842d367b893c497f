/** ./boot.ts compiled into the text of one function expression (scripts/boot-script.ts). */
declare module 'virtual:boot-script' {
  const source: string;
  export default source;
}
