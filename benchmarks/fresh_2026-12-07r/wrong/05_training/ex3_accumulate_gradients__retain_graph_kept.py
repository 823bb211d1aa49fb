# Mistake: "so only one micro-batch's graph is in memory at a time" (memory "at most 1.5 times the reference's") — backward(retain_graph=True) and a list of the loss tensors keep every micro-batch's saved activations alive until the function returns.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    losses = []
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / len(x))
        loss.backward(retain_graph=True)
        losses.append(loss)
    return float(sum(l.item() for l in losses))
