import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** Upload folders under DATA_DIR: every directory except the database's own files and backups. */
export function uploadFolders(dataDir) {
  if (!existsSync(dataDir)) return []
  return readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'backups' && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => existsSync(path.join(dataDir, name)))
}
