# Mistake: "0 to 4 keys" - decides DDP-or-not from next(iter(state)), the first key, which raises StopIteration on an empty state_dict (0 keys) instead of returning {}.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    first = next(iter(state))
    if first.startswith("module."):
        return {k[len("module."):]: v for k, v in state.items()}
    return state
