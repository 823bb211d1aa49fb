# Right: splits into ceil(B / micro_batch_size) balanced chunks with torch.chunk (each at most micro_batch_size), uses reduction="sum" divided by B (the same n/B weighting), and reads the loss back once at the end.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = x.shape[0]
    k = -(-B // micro_batch_size)
    total = None
    for xb, yb in zip(torch.chunk(x, k), torch.chunk(y, k)):
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        total = loss.detach() if total is None else total + loss.detach()
    return total.item()
