# Mistake: "possibly a frozen weight (requires_grad=False)": sums per-example losses and divides every .grad by B at the end, but a frozen parameter's .grad is None, so p.grad /= B raises TypeError on any model with a frozen weight.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = x.shape[0]
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss_sum = F.cross_entropy(model(xb), yb, reduction="sum")
        loss_sum.backward()
        total += loss_sum.item()
    for p in model.parameters():
        p.grad /= B                                  # sum of per-example gradients -> mean
    return total / B
