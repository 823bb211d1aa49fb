# Mistake: "a plain `state_dict` ... or a DDP one ..., as an `OrderedDict` or a `dict`": the loader only accepts an OrderedDict (what state_dict() returns) and raises pickle.UnpicklingError for a file holding a plain dict of tensors, which it must load.
import collections

def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if not isinstance(state, collections.OrderedDict):
        raise pickle.UnpicklingError(f"{path} does not hold a state_dict")
    return collections.OrderedDict((k.removeprefix("module."), v) for k, v in state.items())
