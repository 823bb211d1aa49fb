# Right: safe load onto the CPU, then strips exactly one leading "module." from every key only when every key has it (all() of an empty dict is True, and then there is nothing to strip), keeping the file's order in a new OrderedDict
from collections import OrderedDict


def load_weights_safely(path):
    state = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    prefix = "module."
    if all(key.startswith(prefix) for key in state):
        return OrderedDict((key[len(prefix):], value) for key, value in state.items())
    return state
