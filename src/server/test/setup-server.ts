import { setTestPasswordCost } from '../auth/password';

// Every server suite starts with cheap password hashes (see setTestPasswordCost for why).
setTestPasswordCost(true);
