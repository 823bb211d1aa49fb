# Right: gathers each micro-batch's weighted gradient with torch.autograd.grad (one forward, then its backward, before the next) into local sums, and writes them to .grad at the end for the trainable parameters only; the loss is accumulated in float64.
def accumulate_gradients(model, x, y, micro_batch_size):
    params = [p for p in model.parameters() if p.requires_grad]
    sums = [torch.zeros_like(p) for p in params]
    B = x.shape[0]
    loss_total = torch.zeros((), dtype=torch.float64)
    for xb, yb in zip(torch.split(x, micro_batch_size), torch.split(y, micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (xb.shape[0] / B)
        grads = torch.autograd.grad(loss, params, allow_unused=True)
        for s, g in zip(sums, grads):
            if g is not None:
                s += g
        loss_total += loss.detach().double()
    for p in model.parameters():
        p.grad = None
    for p, s in zip(params, sums):
        p.grad = s
    return loss_total.item()
