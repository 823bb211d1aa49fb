# Mistake: "a pickled module or a file that smuggles in a function call must raise `pickle.UnpicklingError` **without running anything**" — falls back to weights_only=False when the safe load refuses (for "old checkpoints"), which runs the smuggled exec and loads the pickled module
import pickle


def load_weights_safely(path):
    try:
        state = torch.load(path, map_location="cpu", weights_only=True)
    except pickle.UnpicklingError:
        state = torch.load(path, map_location="cpu", weights_only=False)
        if isinstance(state, nn.Module):
            state = state.state_dict()
    if state and all(k.startswith("module.") for k in state):
        state = {k.removeprefix("module."): v for k, v in state.items()}
    return state
