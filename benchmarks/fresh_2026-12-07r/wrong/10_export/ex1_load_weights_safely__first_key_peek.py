# Mistake: "0 to 4 keys" -- peeks at the first key with next(iter(state)) to detect a DDP checkpoint, which raises StopIteration on an empty state_dict instead of returning it.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if next(iter(state)).startswith("module."):
        state = OrderedDict((k.removeprefix("module."), v) for k, v in state.items())
    return state
