# Right: loads safely onto the CPU through a map_location function, then strips the prefix with str.removeprefix only when every key has it (a DDP checkpoint), building a new OrderedDict in the file's order
from collections import OrderedDict

def load_weights_safely(path):
    state = torch.load(path, map_location=lambda storage, location: storage, weights_only=True)
    keys = list(state.keys())
    if keys and all(k.startswith("module.") for k in keys):
        return OrderedDict((k.removeprefix("module."), state[k]) for k in keys)
    return OrderedDict((k, state[k]) for k in keys)
