// Imported first by the start scripts, and imports nothing: on an older Node, loading any of the project's own modules
// would stop the start with an error about `.ts` files or a missing package before this message could be printed.
// Node 24 comes with the project (the `node` package, a dependency), and npm scripts run on it.

export const requiredNodeMajor = 24

/** The message for a Node version older than the project needs, or null when it is new enough. */
export function nodeVersionProblem(version) {
  const major = Number(String(version).split('.')[0])
  if (major >= requiredNodeMajor) return null
  return (
    `Node ${version} is running; this project needs Node ${requiredNodeMajor}. ` +
    'Start it through npm (npm start, npm run serve), which runs the Node 24 of the project\'s "node" package; ' +
    'if that is missing, run npm install first.'
  )
}

const problem = nodeVersionProblem(process.versions.node)
if (problem) {
  console.error(problem)
  process.exit(1)
}
