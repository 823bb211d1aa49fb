# Mistake: "returns batch with every tensor in it moved to device" — a mutable default `seen` set (meant to guard against cycles) survives between calls, so a container whose id was seen in an earlier call (the same batch moved twice, or a new one that reuses a freed id) comes back unmoved
def move_batch(batch, device, seen=set()):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, (dict, list, tuple)):
        if id(batch) in seen:
            return batch
        seen.add(id(batch))
    if isinstance(batch, dict):
        return {key: move_batch(value, device, seen) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device, seen) for item in batch]
    if isinstance(batch, tuple):
        return tuple(move_batch(item, device, seen) for item in batch)
    return batch
