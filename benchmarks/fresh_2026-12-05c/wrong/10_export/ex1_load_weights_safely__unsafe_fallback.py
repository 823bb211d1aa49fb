# Mistake: "a pickled module or a file that smuggles in a function call must raise pickle.UnpicklingError without running anything" — catches the UnpicklingError and retries with weights_only=False "for older checkpoints", which runs the smuggled call
import pickle

def load_weights_safely(path):
    try:
        state = torch.load(path, map_location="cpu", weights_only=True)
    except pickle.UnpicklingError:
        state = torch.load(path, map_location="cpu", weights_only=False)
        if isinstance(state, nn.Module):
            state = state.state_dict()
    if state and all(k.startswith("module.") for k in state):
        state = {k[7:]: v for k, v in state.items()}
    return state
