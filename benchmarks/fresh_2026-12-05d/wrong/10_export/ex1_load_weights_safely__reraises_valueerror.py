# Mistake: "a pickled module or a file that smuggles in a function call must raise `pickle.UnpicklingError`" — catches the refusal and raises a friendlier ValueError instead, so callers catching pickle.UnpicklingError miss it
import pickle


def load_weights_safely(path):
    try:
        state = torch.load(path, map_location="cpu", weights_only=True)
    except pickle.UnpicklingError as err:
        raise ValueError(f"{path} is not a plain state_dict: {err}") from None
    if state and all(k.startswith("module.") for k in state):
        state = {k.removeprefix("module."): v for k, v in state.items()}
    return state
