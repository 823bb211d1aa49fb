# Mistake: "every tensor in it moved ... however deeply it is nested" / "at any depth (a dict of lists of tuples, ...)": only the top level is handled, so tensors inside a nested list, tuple or dict stay on their old device.
def move_batch(batch, device):
    def move(value):
        return value.to(device) if isinstance(value, torch.Tensor) else value

    if isinstance(batch, dict):
        return {key: move(value) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move(item) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move(item) for item in batch)
    return move(batch)
