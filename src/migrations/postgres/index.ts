import * as migration_20261122_084615_initial from './20261122_084615_initial'

export const migrations = [
  {
    up: migration_20261122_084615_initial.up,
    down: migration_20261122_084615_initial.down,
    name: '20261122_084615_initial',
  },
]
