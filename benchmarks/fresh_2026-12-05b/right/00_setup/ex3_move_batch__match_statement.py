# Right: structural pattern matching with recursion, building new containers.
def move_batch(batch, device):
    match batch:
        case torch.Tensor():
            return batch.to(device)
        case dict():
            return dict((key, move_batch(value, device)) for key, value in batch.items())
        case tuple():
            return tuple(map(lambda item: move_batch(item, device), batch))
        case list():
            return list(map(lambda item: move_batch(item, device), batch))
        case _:
            return batch
