# Mistake: "the path of a file that `torch.save` wrote: a plain `state_dict` ... as an `OrderedDict` or a `dict`" — adds its own "is this really a state_dict?" check, isinstance(obj, OrderedDict) (what model.state_dict() returns), and raises pickle.UnpicklingError otherwise: a state_dict saved as a plain dict is refused
from collections import OrderedDict


def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if not isinstance(state, OrderedDict):
        raise pickle.UnpicklingError(f"{path} does not hold a state_dict")
    if state and all(k.startswith("module.") for k in state):
        state = OrderedDict((k[len("module."):], v) for k, v in state.items())
    return state
