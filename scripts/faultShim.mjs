// What main.js uses of the `fault` package (micromark's frontmatter
// extension throws with it when it is set up wrongly, which the plugin never
// does): an error with a printf-like message. The package formats with
// `format`, whose `(1,eval)('this')` would put an eval into main.js, which
// Obsidian's plugin review flags; this keeps %s and %j and nothing else.

/** An error of `Constructor` whose message fills %s and %j with `values`. */
export function create(Constructor) {
	return (format, ...values) => {
		let next = 0;
		const reason = format ? String(format).replace(/%[sj%]/g, (token) => (token === "%%" ? "%" : token === "%j" ? JSON.stringify(values[next++]) : String(values[next++]))) : format;
		return new Constructor(reason);
	};
}

/** `fault(format, ...values)`: an Error; `fault.type(…)` a TypeError, and so on. */
export const fault = Object.assign(create(Error), {
	eval: create(EvalError),
	range: create(RangeError),
	reference: create(ReferenceError),
	syntax: create(SyntaxError),
	type: create(TypeError),
	uri: create(URIError),
});
