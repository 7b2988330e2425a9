// The host's shared singletons are eager (shared/build-config/webpack.cjs): they are in this script already, so
// the shell starts at once, without an async boundary waiting for shared-module chunks.
import './bootstrap';
