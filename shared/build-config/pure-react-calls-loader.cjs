// React Router 7 ships one file for all of its modes (declarative, data, framework, RSC). Its top-level
// `var Form = React.forwardRef(…)`, `React.memo(…)`, `React.createContext(…)` carry no /* @__PURE__ */ mark, and
// each component gets `Form.displayName = "Form"` (a name for React DevTools): both make the minifier keep what no
// app imports (Form, useSubmit, fetchers, prefetch links, RSC error handling…). The calls have no side effect,
// so this loader marks them pure, and drops the top-level displayName lines (production builds only).
const TOP_LEVEL_REACT_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

module.exports = function pureReactCallsLoader(source) {
  return source.replace(TOP_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '');
};
