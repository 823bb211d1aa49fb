# Right: reads the file's bytes itself and loads them from an io.BytesIO with map_location=torch.device("cpu") and weights_only=True, then strips one leading prefix key by key with str.removeprefix.
import io

def load_weights_safely(path):
    with open(path, "rb") as f:
        data = f.read()
    state = torch.load(io.BytesIO(data), map_location=torch.device("cpu"), weights_only=True)
    return {key.removeprefix("module."): tensor for key, tensor in state.items()}
