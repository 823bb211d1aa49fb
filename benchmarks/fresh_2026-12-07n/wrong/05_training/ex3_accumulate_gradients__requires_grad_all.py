# Mistake: "a frozen parameter holds no `.grad` before the call and none after" and "after the call, `model` as the reference leaves it": `model.requires_grad_(True)` ("make sure every weight collects its gradient") unfreezes the caller's frozen weight, which then gets a .grad and stays trainable
def accumulate_gradients(model, x, y, micro_batch_size):
    model.requires_grad_(True)
    model.zero_grad(set_to_none=True)
    n_total = len(x)
    loss_value = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        share = len(xb) / n_total
        loss = F.cross_entropy(model(xb), yb)
        (share * loss).backward()
        loss_value += share * loss.item()
    return loss_value
