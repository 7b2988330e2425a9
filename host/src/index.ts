// The async boundary: shared singletons are negotiated before bootstrap (and React) runs.
import('./bootstrap');
