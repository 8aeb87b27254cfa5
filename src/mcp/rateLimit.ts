import type { Clock } from "../core/ports";

/** A bound on how often something may happen in a sliding window. */
export interface RateLimit {
	/** Counts one more use and returns null, or, past the bound, the seconds until the next use is allowed (nothing counted). */
	take(): number | null;
}

/** At most `max` uses in any `windowMs` milliseconds, by the clock's time. */
export function createRateLimit(max: number, windowMs: number, clock: Clock): RateLimit {
	const recent: number[] = [];
	return {
		take() {
			const now = clock().getTime();
			while (recent.length > 0 && recent[0]! <= now - windowMs) recent.shift();
			if (recent.length >= max) return Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
			recent.push(now);
			return null;
		},
	};
}
