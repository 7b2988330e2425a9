// The async boundary: shared singletons (React, the router, the bus…) are negotiated before bootstrap runs.
import('./bootstrap');
