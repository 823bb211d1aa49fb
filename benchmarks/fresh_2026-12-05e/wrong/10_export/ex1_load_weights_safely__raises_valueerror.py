# Mistake: "must raise `pickle.UnpicklingError`" — catches the refusal and raises a friendlier ValueError instead (nothing runs, but the exception type the caller is promised is gone)
import pickle

def load_weights_safely(path):
    try:
        sd = torch.load(path, map_location="cpu", weights_only=True)
    except pickle.UnpicklingError as err:
        raise ValueError(f"refusing to load {path}: not a plain state_dict") from err
    if sd and all(k.startswith("module.") for k in sd):
        sd = {k.removeprefix("module."): v for k, v in sd.items()}
    return sd
