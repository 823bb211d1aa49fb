# Mistake: "when it requires grad, still connected to the computation graph": the move runs under torch.no_grad() ("moving data needs no gradients"), so a tensor computed from one that requires grad comes back on the device with requires_grad=False and no grad_fn.
def _move(value, device):
    if isinstance(value, torch.Tensor):
        return value.to(device)
    if isinstance(value, dict):
        return {key: _move(item, device) for key, item in value.items()}
    if isinstance(value, list):
        return [_move(item, device) for item in value]
    if isinstance(value, tuple):
        return tuple(_move(item, device) for item in value)
    return value


def move_batch(batch, device):
    with torch.no_grad():   # data movement only: nothing to record
        return _move(batch, device)
