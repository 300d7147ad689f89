/** A part of an interface catalog, made at build time by build/locale-parts.ts. */
declare module "virtual:locale/*" {
  const catalog: { [key: string]: unknown };
  export default catalog;
}
