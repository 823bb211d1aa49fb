# Right: reads through an open binary file object with map_location=torch.device("cpu"), and strips the prefix only when every key carries it (a DDP checkpoint), slicing by its length.
def load_weights_safely(path):
    with open(path, "rb") as f:
        state = torch.load(f, map_location=torch.device("cpu"), weights_only=True)
    prefix = "module."
    if state and all(k.startswith(prefix) for k in state):
        return {k[len(prefix):]: v for k, v in state.items()}
    return dict(state)
