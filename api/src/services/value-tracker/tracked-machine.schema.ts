/** A tracked machine's id: the web parses it with the same rule before sending. */
export { trackedMachineIdSchema } from '@ironyard/contract/forms/tracked-machine'
