# Right: an inner recursive helper with the device bound once, torch.is_tensor for the tensor test, and non-tensor containers returned as new equal ones (allowed) since every dict/list/tuple is rebuilt.
def move_batch(batch, device):
    def move(item):
        if torch.is_tensor(item):
            return item.to(device)
        if isinstance(item, dict):
            return {key: move(value) for key, value in item.items()}
        if isinstance(item, tuple):
            return tuple([move(value) for value in item])
        if isinstance(item, list):
            return [move(value) for value in item]
        return item

    return move(batch)
