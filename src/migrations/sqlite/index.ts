import * as migration_20261122_030628_initial from './20261122_030628_initial'

export const migrations = [
  {
    up: migration_20261122_030628_initial.up,
    down: migration_20261122_030628_initial.down,
    name: '20261122_030628_initial',
  },
]
