# Mistake: "a plain `state_dict` ... or a DDP one ..., 0 to 4 keys" — whether the checkpoint is from DDP is decided by looking at its first key with next(iter(state)), which raises StopIteration for an empty state_dict (0 keys) instead of returning it.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    first = next(iter(state))                   # DDP checkpoints: every key has the prefix, the first will do
    if first.startswith("module."):
        return {k.removeprefix("module."): v for k, v in state.items()}
    return state
