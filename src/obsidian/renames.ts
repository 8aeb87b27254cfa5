import type { Settings } from "../core/settings";

/**
 * The settings after a note or folder was renamed: every configured path
 * that named it (an agenda note, Exchange, Archive, the memory note, the
 * rules or skills folder, or a folder holding one of them) follows it.
 * Null when no setting names the old path.
 */
export function followRename(settings: Settings, oldPath: string, newPath: string): Settings | null {
	let changed = false;
	const follow = (path: string): string => {
		if (path === oldPath) {
			changed = true;
			return newPath;
		}
		if (path.startsWith(`${oldPath}/`)) {
			changed = true;
			return newPath + path.slice(oldPath.length);
		}
		return path;
	};
	const next: Settings = {
		...settings,
		agendaPaths: settings.agendaPaths.map(follow),
		exchangePath: follow(settings.exchangePath),
		archivePath: follow(settings.archivePath),
		memoryPath: follow(settings.memoryPath),
		rulesFolder: follow(settings.rulesFolder),
		skillsFolder: follow(settings.skillsFolder),
	};
	return changed ? next : null;
}
