# Mistake: "a tuple: a new **tuple** (not a list)": the tuple branch returns a parenthesised generator expression, which is a generator, not a tuple, so a tuple (or a dict holding one) comes back as a one-shot generator.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, dict):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, list):
        return [move_batch(item, device) for item in batch]
    if isinstance(batch, tuple):
        return (move_batch(item, device) for item in batch)
    return batch
