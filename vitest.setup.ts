import { configure } from '@testing-library/dom';

// Testing Library's findBy/waitFor give up after 1 s by default; on a 2-core machine running the
// dom project beside the unit and build projects in one run (npm run test:unit) a component's effects
// can take longer to land. The tests
// still fail on a behaviour that never comes, 5 s later.
configure({ asyncUtilTimeout: 5000 });
