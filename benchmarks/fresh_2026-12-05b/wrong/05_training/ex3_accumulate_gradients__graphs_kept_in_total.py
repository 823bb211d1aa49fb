# Mistake: "so only one micro-batch's graph is in memory at a time" — adds the undetached weighted losses into a running tensor, which keeps every micro-batch's graph alive until the function returns.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = len(x)
    total = 0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward(retain_graph=True)
        total = total + loss
    return total.item()
