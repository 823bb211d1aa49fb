# Mistake: "0 to 4 keys" - this decides whether the checkpoint is from DDP by looking at next(iter(state)), which raises StopIteration on an empty state_dict instead of returning it.
from collections import OrderedDict

def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if next(iter(state)).startswith("module."):
        return OrderedDict((k[len("module."):], v) for k, v in state.items())
    return state
