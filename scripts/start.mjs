// `npm start`: builds the client and the server only when their sources changed since the last build,
// then runs the server. A restart after a crash or a deploy of the same sources starts at once.
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { buildInputsHash, buildIsCurrent, ENTRY } from './build-inputs.mjs'

const inputsHash = buildInputsHash()
if (buildIsCurrent(inputsHash)) {
  console.log('The build is current: starting without rebuilding.')
} else {
  console.log('Building the client and the server (their sources changed since the last build)...')
  // `npm run build` writes the new stamp as its last step.
  const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
await import(pathToFileURL(ENTRY).href)
