# Mistake: "after the call, `model` as the reference leaves it ... a frozen parameter holds no `.grad` before the call and none after" -- it calls model.requires_grad_(True) to make sure every gradient flows, which unfreezes a frozen weight: it gets a .grad and stays trainable.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.requires_grad_(True)
    model.zero_grad(set_to_none=True)
    n_total, loss_total = len(x), 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / n_total)
        loss.backward()
        loss_total += loss.item()
    return loss_total
