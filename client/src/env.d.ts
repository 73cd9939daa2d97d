interface ImportMetaEnv {
  /** The year the client was built in (vite.config.ts define): what the pre-rendered pages' footer shows. */
  readonly BUILD_YEAR?: number
}
