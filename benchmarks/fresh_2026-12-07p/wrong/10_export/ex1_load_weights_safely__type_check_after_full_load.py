# Mistake: "a pickled module or a file that smuggles in a function call must raise `pickle.UnpicklingError` **without running anything**": the file is first loaded with weights_only=False and then checked (a module or a non-tensor value is refused), so the smuggled `exec` call has already run by the time UnpicklingError is raised.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=False)
    if not isinstance(state, dict) or not all(torch.is_tensor(v) for v in state.values()):
        raise pickle.UnpicklingError(f"{path} is not a state_dict of tensors: refusing it")
    if state and all(k.startswith("module.") for k in state):
        state = {k.removeprefix("module."): v for k, v in state.items()}
    return state
