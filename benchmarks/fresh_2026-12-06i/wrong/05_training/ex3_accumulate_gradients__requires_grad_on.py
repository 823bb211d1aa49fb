# Mistake: "a frozen parameter holds no `.grad` before the call and none after" / "after the call, `model` as the reference leaves it" — calls model.requires_grad_(True) to make sure every gradient flows, which unfreezes the frozen weight: it gets a .grad and stays trainable afterwards.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.requires_grad_(True)                           # make sure backward reaches every weight
    model.zero_grad(set_to_none=True)
    B = x.size(0)
    running = 0.0
    for start in range(0, B, micro_batch_size):
        xb, yb = x[start:start + micro_batch_size], y[start:start + micro_batch_size]
        loss = F.cross_entropy(model(xb), yb)
        weight = xb.size(0) / B
        (weight * loss).backward()
        running += weight * loss.item()
    return running
