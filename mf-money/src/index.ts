// Async boundary: shared singletons are negotiated before the first import of React.
import('./bootstrap');
