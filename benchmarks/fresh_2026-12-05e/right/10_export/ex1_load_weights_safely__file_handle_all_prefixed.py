# Right: opens the file itself and loads from the handle (same safe unpickler, UnpicklingError propagates before anything runs); strips "module." once from every key only when every key has it, keeping the order in a new OrderedDict; an empty dict comes back as is
from collections import OrderedDict

def load_weights_safely(path):
    with open(path, "rb") as fh:
        state = torch.load(fh, map_location="cpu", weights_only=True)
    keys = list(state.keys())
    if keys and all(key.startswith("module.") for key in keys):
        return OrderedDict((key[len("module."):], state[key]) for key in keys)
    return state
