# Right: each micro-batch's loss uses reduction="sum" divided by B (the same n/B weighting without forming the mean first), gradients cleared with model.zero_grad(set_to_none=True), and the running loss kept as a float64 tensor read back once at the end.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = x.shape[0]
    total = torch.zeros((), dtype=torch.float64, device=x.device)
    for xb, yb in zip(torch.split(x, micro_batch_size), torch.split(y, micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        total += loss.detach().double()
    return total.item()
