# Diagnosis: domain-raised
# Pitfall: checks only the first key: a state_dict with no keys (a model without parameters) raises StopIteration.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if next(iter(state)).startswith("module."):
        state = {k.removeprefix("module."): v for k, v in state.items()}
    return state
