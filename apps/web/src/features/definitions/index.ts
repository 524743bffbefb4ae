// What the rest of the app may use of the definitions feature: its screen and the lookup
// data other features show names from.
export { definitionsRoutes } from './routes';
export {
  definitionsQueryKey,
  useCreateUserDefinition,
  useDefinitions,
  type DefinitionsState,
} from './api';
export { matchesSearch, type DefinitionLookup } from './definitions-lookup';
