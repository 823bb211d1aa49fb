# Mistake: "0 to 4 keys" / the result "a `dict`": whether the checkpoint is from DDP is decided by looking at its first key with next(iter(...)), which raises StopIteration on a file holding an empty state_dict instead of returning an empty dict.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    first = next(iter(state))
    if first.startswith("module."):
        return {k.removeprefix("module."): v for k, v in state.items()}
    return state
