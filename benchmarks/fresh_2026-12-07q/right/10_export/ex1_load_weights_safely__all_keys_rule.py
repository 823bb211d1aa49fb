# Right: strips the prefix only when every key has it (all(...), true for an empty dict too), with partition on the first "module." found at position 0, and maps storages with a torch.device object.
from collections import OrderedDict

def load_weights_safely(path):
    state = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        return OrderedDict((k.partition("module.")[2], v) for k, v in state.items())
    return state
