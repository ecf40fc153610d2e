/** The accounts feature's server entry: the page guard other features build on. */
export { requireUser } from './session.server';
