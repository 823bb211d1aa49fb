# Mistake: "0 to 4 keys" (the must-handle list): deciding on the first key with next(iter(state)) raises StopIteration for an empty state_dict instead of returning it empty.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if next(iter(state)).startswith("module."):       # DDP: every key has the prefix, the first one tells
        return {k[len("module."):]: v for k, v in state.items()}
    return state
