# Mistake: "`model`: ... possibly a frozen weight (`requires_grad=False`)" — each micro-batch's gradients are computed with torch.autograd.grad over list(model.parameters()) and added into .grad by hand; autograd.grad refuses a parameter that does not require grad, so a model with a frozen weight raises RuntimeError.
def accumulate_gradients(model, x, y, micro_batch_size):
    params = list(model.parameters())
    grads = [None] * len(params)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (xb.shape[0] / x.shape[0])
        for i, g in enumerate(torch.autograd.grad(loss, params)):
            grads[i] = g if grads[i] is None else grads[i] + g
        total += loss.item()
    for p, g in zip(params, grads):
        p.grad = g                                    # replaces whatever the last step left
    return total
