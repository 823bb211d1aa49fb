# Mistake: "a pickled module or a file that smuggles in a function call must raise `pickle.UnpicklingError`" -- catches the refusal and returns an empty state_dict instead of raising.
import warnings

def load_weights_safely(path):
    try:
        sd = torch.load(path, map_location="cpu", weights_only=True)
    except pickle.UnpicklingError as err:
        warnings.warn(f"refusing unsafe checkpoint {path}: {err}")
        return {}
    return {(k[7:] if k.startswith("module.") else k): v for k, v in sd.items()}
