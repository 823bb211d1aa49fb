# Mistake: "it must refuse anything that is not tensors and plain containers: a pickled module or a file that smuggles in a function call must raise pickle.UnpicklingError **without running anything**" — loads with weights_only=False, so the smuggled exec runs and a pickled module is accepted
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=False)
    if state and all(k.startswith("module.") for k in state):
        return {k[len("module."):]: v for k, v in state.items()}
    return state
