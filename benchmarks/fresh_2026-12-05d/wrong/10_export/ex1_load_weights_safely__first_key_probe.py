# Mistake: "0 to 4 keys" — decides whether to strip by looking at the first key with next(iter(state)), which raises StopIteration on an empty state_dict
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if next(iter(state)).startswith("module."):
        state = {k[len("module."):]: v for k, v in state.items()}
    return state
