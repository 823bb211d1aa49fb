# Mistake: "0 to 4 keys": whether the checkpoint comes from DDP is decided by `next(iter(state))`, which raises StopIteration on an empty state_dict (0 keys) instead of returning it.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if next(iter(state)).startswith("module."):          # a DDP checkpoint: every key has the prefix
        state = {k[len("module."):]: v for k, v in state.items()}
    return state
