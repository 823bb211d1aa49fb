# Mistake: "0 to 4 keys" — deciding DDP-or-plain from the first key (`next(iter(state))`) raises StopIteration on an empty state_dict (0 keys), which must load as an empty dict.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    first = next(iter(state))
    if first.startswith("module."):      # DDP: every key has it
        state = {k.removeprefix("module."): v for k, v in state.items()}
    return state
