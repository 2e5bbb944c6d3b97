import * as migration_20261122_022727_initial from './20261122_022727_initial'

export const migrations = [
  {
    up: migration_20261122_022727_initial.up,
    down: migration_20261122_022727_initial.down,
    name: '20261122_022727_initial',
  },
]
