# Mistake: "as an `OrderedDict` or a `dict`" — insists on an OrderedDict (what state_dict() returns) and refuses a plain dict of tensors with UnpicklingError, an input the prompt allows.
import pickle
from collections import OrderedDict

def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if not isinstance(state, OrderedDict):
        raise pickle.UnpicklingError(f"{path} does not hold a state_dict")
    if state and all(k.startswith("module.") for k in state):
        state = OrderedDict((k.removeprefix("module."), v) for k, v in state.items())
    return state
