/** The accounts feature's server entry: the page guard other features build on, and who is signed in. */
export { getUser, requireUser } from './session.server';
