# Right: map_location=torch.device("cpu"), then a new dict built key by key with a slice after an explicit startswith test, and a final check that every value is a CPU tensor (which never fails for an allowed file).
def load_weights_safely(path):
    loaded = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    prefix = "module."
    ddp = len(loaded) > 0 and all(key[:len(prefix)] == prefix for key in loaded)
    result = {}
    for key, value in loaded.items():
        result[key[len(prefix):] if ddp else key] = value
    assert all(not torch.is_tensor(v) or v.device.type == "cpu" for v in result.values())
    return result
