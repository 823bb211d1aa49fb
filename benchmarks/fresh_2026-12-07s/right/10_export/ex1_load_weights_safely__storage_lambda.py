# Right: map_location as a function that keeps each storage on the CPU, passes the keyword arguments in another order, and strips the prefix only when every key has it, by slicing.
_P = "module."

def load_weights_safely(path):
    loaded = torch.load(path, weights_only=True, map_location=lambda storage, location: storage)
    if len(loaded) > 0 and all(key[:len(_P)] == _P for key in loaded):
        return {key[len(_P):]: tensor for key, tensor in loaded.items()}
    return loaded
