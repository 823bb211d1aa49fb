# Mistake: "`path`: ... 0 to 4 keys" — it decides whether to strip by looking at next(iter(state)), which raises StopIteration on a checkpoint with no keys instead of returning an empty dict.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if next(iter(state)).startswith("module."):          # a DDP checkpoint: every key has it
        state = {key.removeprefix("module."): value for key, value in state.items()}
    return state
