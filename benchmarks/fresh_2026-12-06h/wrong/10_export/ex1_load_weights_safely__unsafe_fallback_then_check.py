# Mistake: "a pickled module or a file that smuggles in a function call must raise `pickle.UnpicklingError` **without running anything**" — when the safe load refuses a file it retries with weights_only=False and only then checks the result, so the smuggled exec runs (and a dict it returns is even accepted).
import pickle

def load_weights_safely(path):
    try:
        state = torch.load(path, map_location="cpu", weights_only=True)
    except pickle.UnpicklingError:
        state = torch.load(path, map_location="cpu", weights_only=False)   # then make sure it is weights
        if not isinstance(state, dict) or not all(torch.is_tensor(v) for v in state.values()):
            raise pickle.UnpicklingError(f"{path} does not hold a state_dict")
    if state and all(key.startswith("module.") for key in state):
        state = {key[7:]: value for key, value in state.items()}
    return state
