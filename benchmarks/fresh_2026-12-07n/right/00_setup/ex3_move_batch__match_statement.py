# Right: a structural `match` on the container kind, keeping an OrderedDict's type via type(batch)(...) instead of always building a dict.
def move_batch(batch, device):
    match batch:
        case torch.Tensor():
            return batch.to(device)
        case dict():
            return type(batch)((key, move_batch(value, device)) for key, value in batch.items())
        case list():
            return [move_batch(item, device) for item in batch]
        case tuple():
            return tuple(move_batch(item, device) for item in batch)
        case _:
            return batch
